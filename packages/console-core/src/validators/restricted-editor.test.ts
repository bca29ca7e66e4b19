import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitisePastedHtml } from './paste-sanitiser';
import { checkRestrictedContent, validateRestrictedImageUpload } from './restricted-editor';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const text = (tags: string[]) => formatValidation(i18n, checkRestrictedContent(tags));

afterEach(() => vi.unstubAllGlobals());

describe('restricted rich-text editor (spec §5)', () => {
  it('§5 images, tables, video, audio and iframes are not allowed, with messages', () => {
    expect(checkRestrictedContent(['p', 'b', 'a', 'span'])).toEqual({ ok: true });
    expect(text(['p', 'IMG'])).toBe('Images not allowed');
    expect(text(['table', 'img'])).toBe('Tables not allowed');
    for (const tag of ['video', 'audio', 'iframe']) {
      expect(text([tag])).toBe('Video, audio and embedded frames not allowed');
    }
  });

  it("§5 image upload is refused: 'Upload images not allowed'", () => {
    expect(formatValidation(i18n, validateRestrictedImageUpload())).toBe(
      'Upload images not allowed',
    );
  });

  it('§5 pasted content keeps text plus b, i, u, em, strong, span, a, br only', () => {
    const html =
      '<h1 style="color:red">Title</h1><p>Some <b>bold</b>, <i>it</i>, <u>u</u>, <em>em</em>,' +
      ' <strong>st</strong> <span class="x">sp</span><br/><font>old</font></p>' +
      '<table><tr><td>cell</td></tr></table><img src="x.png"><ul><li>one</li><li>two</li></ul>';
    expect(sanitisePastedHtml(html)).toBe(
      'Title<br>Some <b>bold</b>, <i>it</i>, <u>u</u>, <em>em</em>, <strong>st</strong> ' +
        '<span>sp</span><br>old<br>cell<br>one<br>two',
    );
  });

  it('§5 pasted scripts, frames, handlers and unsafe links are removed', () => {
    const html =
      '<a href="https://example.com/a?b=1&c=2" onclick="x()">ok</a>' +
      '<a href="javascript:alert(1)">bad</a><a href="/local">rel</a>' +
      '<script>alert(1)</script><style>p{}</style><iframe src="//evil"></iframe>' +
      '<!-- comment -->&lt;img&gt; "q"';
    expect(sanitisePastedHtml(html)).toBe(
      '<a href="https://example.com/a?b=1&#38;c=2">ok</a><a>bad</a><a href="/local">rel</a>' +
        '&#60;img&#62; &#34;q&#34;',
    );
  });

  it('needs a DOMParser unless a parser is given', () => {
    vi.stubGlobal('DOMParser', undefined);
    expect(() => sanitisePastedHtml('<b>x</b>')).toThrow('DOMParser is not available');
  });
});
