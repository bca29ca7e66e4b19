import { describe, expect, it } from 'vitest';
import {
  MAX_RICH_TEXT_BYTES,
  RichTextTooLargeError,
  sanitizeRichText,
} from '../../src/files/sanitize-html';

const XSS = [
  '<script>alert(1)</script><p>ok</p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>x</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" &#14;javascript:alert(1)">x</a>',
  '<a href="java&#115;cript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<video src="javascript:alert(1)" autoplay onplay=alert(1)></video>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<style>@import "javascript:alert(1)"; body{background:red}</style><p>x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p style="background:url(javascript:alert(1));color:red">x</p>',
  '<span style="color:expression(alert(1))">x</span>',
  '<a href="https://ok.example" onfocus=alert(1) autofocus>x</a>',
  '<base href="javascript:alert(1)//"><a href="/x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<!--><img src=x onerror=alert(1)>-->',
  '<! foo="><img src=x onerror=alert(1)>">',
  '<input autofocus onfocus=alert(1)><button formaction=javascript:alert(1)>x</button>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

const DANGER =
  /<script|<style|<svg|<math|<iframe|<object|<embed|<form|<input|<meta|<base|\son\w+=|javascript:|vbscript:|data:|expression\(/i;

describe('sanitizeRichText', () => {
  for (const profile of ['full', 'restricted'] as const) {
    it(`removes every XSS payload of the corpus (${profile}), stably`, () => {
      for (const payload of XSS) {
        const out = sanitizeRichText(payload, profile);
        expect(out, payload).not.toMatch(DANGER);
        expect(sanitizeRichText(out, profile), payload).toBe(out);
      }
    });
  }

  it('keeps what the full editor produces', () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p>A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>s</s> ' +
      '<span style="color: #ff0000; font-size: 14pt">red</span></p><ol><li>one</li></ol><ul><li>two</li></ul>' +
      '<blockquote>q</blockquote><table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
      '<p><img src="/prod-api/profile/upload/abc.png" alt="a" width="100" height="50"><br></p>' +
      '<video src="https://cdn.example/v.mp4" controls=""></video>';
    expect(sanitizeRichText(html, 'full')).toBe(html);
  });

  it('filters styles per tag and forces link rel', () => {
    expect(
      sanitizeRichText(
        '<span style="color: red; position: fixed; font-size: 12px; background: url(x)">x</span>',
        'full',
      ),
    ).toBe('<span style="color: red; font-size: 12px">x</span>');
    expect(sanitizeRichText('<p style="color: red; text-align: right">x</p>', 'full')).toBe(
      '<p style="text-align: right">x</p>',
    );
    expect(
      sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>', 'full'),
    ).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.c" target="evil">m</a>', 'full')).toBe(
      '<a href="mailto:a@b.c" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="/relative/page">r</a>', 'restricted')).toBe(
      '<a href="/relative/page" rel="noopener noreferrer">r</a>',
    );
    expect(sanitizeRichText('<img src="mailto:x@y.z"><img src="x.png" width="9e9">', 'full')).toBe(
      '<img><img src="x.png">',
    );
  });

  it('reduces restricted content to text plus b, i, u, em, strong, span, a, br, p', () => {
    const out = sanitizeRichText(
      '<h1>Head</h1><p><b>b</b><i>i</i><u>u</u><em>e</em><strong>s</strong><span>sp</span><br>' +
        '<img src="/x.png"><video src="/v.mp4"></video><audio src="/a.mp3"></audio></p>' +
        '<table><tr><td>cell</td></tr></table><iframe src="https://x.example"></iframe><ul><li>li</li></ul>',
      'restricted',
    );
    expect(out).toBe(
      'Head<p><b>b</b><i>i</i><u>u</u><em>e</em><strong>s</strong><span>sp</span><br></p>cellli',
    );
  });

  it('refuses input over 512 KB', () => {
    expect(() => sanitizeRichText('a'.repeat(MAX_RICH_TEXT_BYTES + 1), 'full')).toThrow(
      RichTextTooLargeError,
    );
    expect(sanitizeRichText('a'.repeat(1000), 'full')).toHaveLength(1000);
  });
});
