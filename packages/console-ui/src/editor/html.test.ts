import { describe, expect, it } from 'vitest';

import { HTML_CORPUS } from './html-corpus';
import { deserializeHtml } from './html-deserialize';
import { serializeHtml } from './html-serialize';

const roundTrip = (html: string) => serializeHtml(deserializeHtml(html));

describe('HTML round trip over the corpus', () => {
  for (const [name, html] of Object.entries(HTML_CORPUS)) {
    it(`${name}: serialize(deserialize(html)) === html`, () => {
      expect(roundTrip(html)).toBe(html);
    });
  }
});

describe('deserializeHtml', () => {
  it('reads blocks, marks, links and media', () => {
    expect(deserializeHtml('<h2>T</h2><p><b>x</b><a href="https://e.com">y</a></p>')).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'T' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'x', bold: true },
          { type: 'link', url: 'https://e.com', children: [{ text: 'y' }] },
          { text: '' },
        ],
      },
    ]);
  });

  it('drops scripts, styles, frames and event handlers', () => {
    const html =
      '<p onclick="alert(1)">safe<script>alert(2)</script><style>p{}</style></p><iframe>frame text</iframe><img src="/a.png" onerror="alert(3)">';
    const out = roundTrip(html);
    expect(out).toBe('<p>safe</p><img src="/a.png" alt="">');
    expect(out).not.toMatch(/alert|onclick|onerror|iframe|script/);
  });

  it('drops javascript: and data: URLs, keeping the link text', () => {
    expect(roundTrip('<p><a href="javascript:alert(1)">click</a></p>')).toBe('<p>click</p>');
    expect(roundTrip('<p><a href=" JaVa\tScRiPt:alert(1)">x</a></p>')).toBe('<p>x</p>');
    expect(roundTrip('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">')).toBe(
      '<p></p>',
    );
    expect(roundTrip('<video src="javascript:alert(1)"></video>')).toBe('<p></p>');
  });

  it('turns unknown tags into their text', () => {
    expect(roundTrip('<section><article>Hi <abbr title="x">there</abbr></article></section>')).toBe(
      '<p>Hi there</p>',
    );
    expect(roundTrip('<h5>small</h5><font color="red">f</font>')).toBe('<p>small</p><p>f</p>');
  });

  it('lifts an image out of a paragraph (old UEditor content)', () => {
    expect(roundTrip('<p>a<img src="/x.png">b</p>')).toBe(
      '<p>a</p><img src="/x.png" alt=""><p>b</p>',
    );
  });

  it('reads tables with head and body rows, padding short rows', () => {
    expect(
      roundTrip('<table><thead><tr><th>h1</th><th>h2</th></tr></thead><tr><td>c</td></tr></table>'),
    ).toBe(
      '<table><tbody><tr><td>h1</td><td>h2</td></tr><tr><td>c</td><td></td></tr></tbody></table>',
    );
  });

  it('reads video sources and ignores unsafe colours and sizes', () => {
    expect(roundTrip('<video><source src="https://v.example/a.mp4"></video>')).toBe(
      '<video controls src="https://v.example/a.mp4"></video>',
    );
    expect(
      roundTrip('<p><span style="color: red;background:url(x); font-size: 99pt">t</span></p>'),
    ).toBe('<p><span style="color: red">t</span></p>');
    expect(roundTrip('<p><span style="color: expression(alert(1))">t</span></p>')).toBe('<p>t</p>');
  });

  it('never returns an empty document', () => {
    expect(deserializeHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(deserializeHtml('<!-- comment -->')).toEqual([
      { type: 'paragraph', children: [{ text: '' }] },
    ]);
  });
});

describe('serializeHtml', () => {
  it('escapes text and attributes', () => {
    expect(
      serializeHtml([
        {
          type: 'paragraph',
          children: [
            { text: '<b>"&' },
            { type: 'link', url: 'https://e.com/?q="><script>', children: [{ text: 'l' }] },
            { text: '' },
          ],
        },
      ]),
    ).toBe(
      '<p>&#60;b&#62;&#34;&#38;<a href="https://e.com/?q=&#34;&#62;&#60;script&#62;">l</a></p>',
    );
  });

  it('leaves out unsafe URLs and colours written into the model', () => {
    expect(
      serializeHtml([
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] },
            { text: 'y', color: 'red; background: url(evil)' },
          ],
        },
        { type: 'image', url: 'javascript:1', children: [{ text: '' }] },
      ]),
    ).toBe('<p>xy</p>');
  });

  it('does not write the leading white space of restricted text (parsers drop it)', () => {
    const doc = deserializeHtml('<p>  a  b </p>');
    expect(serializeHtml(doc, { variant: 'restricted' })).toBe('a  b ');
    expect(serializeHtml(deserializeHtml('a  b '), { variant: 'restricted' })).toBe('a  b ');
  });

  it('restricted output uses only the allowed tags', () => {
    const doc = deserializeHtml(
      '<h1>Title</h1><p><strong>b</strong> <s>s</s> <a href="/x">l</a></p><img src="/a.png"><ul><li>i</li></ul>',
    );
    const html = serializeHtml(doc, { variant: 'restricted' });
    expect(html).toBe('Title<br><strong>b</strong> s <a href="/x">l</a><br>i');
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
    expect(tags.every((t) => ['b', 'i', 'u', 'em', 'strong', 'span', 'a', 'br'].includes(t!))).toBe(
      true,
    );
  });
});
