const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

/**
 * The lines of RuoYi's import report (an HTML fragment with `<br/>` between lines and escaped
 * values) as plain text, so it can be shown without inserting server HTML into the page.
 */
export function importReportLines(msg: string): string[] {
  return msg
    .split(/<br\s*\/?>/i)
    .map((line) =>
      line
        .replace(/<[^>]*>/g, '')
        .replace(/&(lt|gt|quot|#39|#x27|amp);/g, (m) => ENTITIES[m] ?? m)
        .trim(),
    )
    .filter((line) => line !== '');
}
