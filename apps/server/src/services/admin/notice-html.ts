import { sanitizeRichText } from '../../files/sanitize-html';

/** Notice content through the shared sanitiser with the restricted allow-list (checklist S9). */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeRichText(html, 'restricted');
}

/** Whether a plain-text field carries markup (RuoYi's @Xss check on titles). */
export function containsMarkup(text: string): boolean {
  return /<\s*\/?\s*[a-z!?]|<[^>]*>/i.test(text);
}
