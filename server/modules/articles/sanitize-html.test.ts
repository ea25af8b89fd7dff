import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml as clean } from "./sanitize-html.ts";

const REL = 'rel="noopener noreferrer"';

describe("sanitizeArticleHtml", () => {
  it("keeps the editor's structure: headings, lists, quotes, emphasis", () => {
    const html =
      "<h2>Раздел</h2><h3>Подраздел</h3><p>Да <strong>жирный</strong> <em>курсив</em> <u>подчеркнутый</u> <s>зачеркнутый</s></p>" +
      "<ul><li><p>один</p></li></ul><ol><li><p>два</p></li></ol><blockquote><p>цитата</p></blockquote><hr><p>a<br>b</p>";
    expect(clean(html)).toBe(html);
  });

  it("gives every link rel, and target only to links that leave the site", () => {
    expect(clean('<a href="https://x.ru">внешняя</a>')).toBe(
      `<a href="https://x.ru" ${REL} target="_blank">внешняя</a>`,
    );
    expect(clean('<a href="//x.ru/a">без схемы</a>')).toBe(
      `<a href="//x.ru/a" ${REL} target="_blank">без схемы</a>`,
    );
    expect(clean('<a href="/articles/2" target="_top" rel="opener">см.</a>')).toBe(
      `<a href="/articles/2" ${REL}>см.</a>`,
    );
    expect(clean('<a href="mailto:a@b.ru">почта</a>')).toBe(
      `<a href="mailto:a@b.ru" ${REL}>почта</a>`,
    );
    expect(clean("<a>без адреса</a>")).toBe(`<a ${REL}>без адреса</a>`);
    // What Tiptap writes for a link: its own target and rel are replaced by ours.
    expect(
      clean('<a target="_blank" rel="noopener noreferrer nofollow" href="https://x.ru">x</a>'),
    ).toBe(`<a href="https://x.ru" ${REL} target="_blank">x</a>`);
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="  JaVaScRiPt:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="java\tscript:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="&#106;avascript:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="&#0000106&#0000097vascript:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="javascript&colon;alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="java&Tab;script:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="java&NewLine;script:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="javascript&nosuch;:alert(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="vbscript:msgbox(1)">x</a>', `<a ${REL}>x</a>`],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', `<a ${REL}>x</a>`],
    ['<a href="/x" onclick="alert(1)">x</a>', `<a href="/x" ${REL}>x</a>`],
    ['<p onmouseover="alert(1)">x</p>', "<p>x</p>"],
    // Images are not in the editor's set: dropped whole, handlers and all.
    ['<img src="x" onerror="alert(1)">', ""],
    ["<img src=x onerror=alert(1)//>", ""],
  ])("drops dangerous addresses and handlers: %s", (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it.each([
    "<script>alert(1)</script>",
    "<scr<script>ipt>alert(1)</script>",
    "<SCRIPT SRC=//evil.ru/x.js></SCRIPT>",
    '<svg onload="alert(1)"><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">',
    '<iframe src="https://evil.ru"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">текст</p>',
    '<a href="https://x.ru" onmouseover="alert(1)">x</a>',
    "<!--<img src=x onerror=alert(1)>-->",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "<div><p>текст</p><style>p{}</style><template><img src=x onerror=alert(1)></template></div>",
  ])("leaves no script, handler or javascript: behind in %s", (input) => {
    const output = clean(input);
    expect(output).not.toMatch(/<script|<svg|<iframe|<object|<style|<form|<math|javascript:/i);
    expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it("drops an element that never closes together with the rest, as a browser would", () => {
    expect(clean("<p>до</p><script>alert(1)")).toBe("<p>до</p>");
    expect(clean("<p>до</p><svg><text>скрыто</text>")).toBe("<p>до</p>");
    expect(clean('<p>до</p><iframe src="x">после')).toBe("<p>до</p>");
    expect(clean("<p>Так и написано: [removed]</p>")).toBe("<p>Так и написано: &#91;removed]</p>");
  });

  it("keeps text of unknown wrappers, escaped text, quoted attribute values", () => {
    expect(clean('<div style="x">текст <span>внутри</span></div>')).toBe("текст внутри");
    expect(clean("<p>1 &lt; 2 &gt; 0 &amp; &laquo;ёлка&raquo;</p>")).toBe(
      "<p>1 &lt; 2 &gt; 0 &amp; &laquo;ёлка&raquo;</p>",
    );
    expect(clean("<p>a <b>b</b> c > d</p>")).toBe("<p>a <b>b</b> c &gt; d</p>");
    expect(clean('<a href="/a?x=1&amp;y=&quot;2&quot;" title=\'a"b\'>x</a>')).toBe(
      `<a href="/a?x=1&amp;y=&quot;2&quot;" title="a&quot;b" ${REL}>x</a>`,
    );
  });

  it("keeps only what the editor can write, so editing an article never loses what it showed", () => {
    expect(
      clean("<h4>Раздел</h4><table><tr><td>ячейка</td></tr></table><pre><code>x</code></pre>"),
    ).toBe("Разделячейкаx");
    expect(clean("<h2>А</h2><h3>Б</h3><ul><li>в</li></ul><blockquote>г</blockquote><hr>")).toBe(
      "<h2>А</h2><h3>Б</h3><ul><li>в</li></ul><blockquote>г</blockquote><hr>",
    );
  });
});
