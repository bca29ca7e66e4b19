// Documents as the editor writes them, used by the round-trip tests and the stories.

/** Named HTML documents in the editor's own output format. */
export const HTML_CORPUS: Readonly<Record<string, string>> = {
  empty: '<p></p>',
  plain: '<p>Hello world</p>',
  twoParagraphs: '<p>First</p><p>Second</p>',
  marks: '<p><strong>bold</strong> <em>italic</em> <u>under</u> <s>struck</s></p>',
  nestedMarks: '<p><strong><em><u><s>all four</s></u></em></strong></p>',
  colour:
    '<p><span style="color: #c0392b">red</span> and <span style="font-size: 18pt">big</span></p>',
  colourAndSize:
    '<p><strong><span style="color: #2563eb; font-size: 24pt">blue 24</span></strong></p>',
  headings: '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>',
  aligned:
    '<p style="text-align: center">centre</p><h2 style="text-align: right">right</h2><blockquote style="text-align: justify">justified</blockquote>',
  quote: '<blockquote>Quoted <strong>text</strong></blockquote>',
  lists: '<ul><li>apple</li><li><em>pear</em></li></ul><ol><li>one</li><li>two</li></ol>',
  link: '<p>See <a href="https://example.com/a?b=1&#38;c=2">the site</a>.</p>',
  mailLink: '<p><a href="mailto:info@example.com">mail us</a></p>',
  relativeLink: '<p><a href="/wcm/index"><strong>home</strong></a></p>',
  lineBreaks: '<p>line one<br>line two<br><br>line four</p>',
  image: '<p>Before</p><img src="/prod-api/profile/upload/a.png" alt=""><p>After</p>',
  imageAlt: '<img src="https://cdn.example.com/b.jpg" alt="A &#34;quoted&#34; alt"><p></p>',
  video: '<video controls src="https://cdn.example.com/clip.mp4"></video><p></p>',
  table:
    '<table><tbody><tr><td>a</td><td><strong>b</strong></td></tr><tr><td></td><td>d</td></tr></tbody></table><p></p>',
  escaping:
    '<p>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34; &#39;single&#39;</p>',
  unicode: '<p>中文 français — emoji 😀 and  two spaces</p>',
};
