import { describe, expect, test } from "bun:test";
import { Lexer, Marked } from "marked";
import { isAllowedImageUrl } from "../../shared/image-url";
import { htmlTags } from "../../test-support/html-tags";
import { xssCorpus } from "../../test-support/xss-corpus";
import { mayBeSetextHeading, renderMarkdown, safeLinkHref } from "./markdown";

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  br: [],
  strong: [],
  em: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  code: [],
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title"],
};

function expectSafe(html: string) {
  for (const tag of htmlTags(html)) {
    expect(Object.keys(ALLOWED_ATTRIBUTES), tag.raw).toContain(tag.name);
    for (const attribute of tag.attributes) {
      expect(ALLOWED_ATTRIBUTES[tag.name], tag.raw).toContain(attribute.name);
      if (attribute.name === "href") expect(attribute.value, tag.raw).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/);
      if (attribute.name === "src") expect(isAllowedImageUrl(attribute.value), tag.raw).toBe(true);
    }
  }
  // In text ("javascript:" shown as words) a scheme is harmless; inside markup it must not appear.
  const markup = htmlTags(html)
    .map((tag) => tag.raw)
    .join("");
  expect(markup).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|input|base|meta)\b/i);
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]+\sstyle\s*=/i);
}

describe("Markdown pipeline: what the editor produces", () => {
  test("paragraphs, line breaks, bold, italic", () => {
    expect(renderMarkdown("Riga uno **grassetto** e *corsivo*\nriga due\n\nSecondo paragrafo")).toBe(
      "<p>Riga uno <strong>grassetto</strong> e <em>corsivo</em><br />riga due</p>\n<p>Secondo paragrafo</p>",
    );
  });

  test("headings h2-h4 (others mapped into that range), lists, quotes, inline code", () => {
    const html = renderMarkdown(
      "# Uno\n## Due\n### Tre\n#### Quattro\n##### Cinque\n\n- a\n- b\n\n1. x\n2. y\n\n> citazione\n\n`codice`",
    );
    expect(html).toContain("<h2>Uno</h2>");
    expect(html).toContain("<h2>Due</h2>");
    expect(html).toContain("<h3>Tre</h3>");
    expect(html).toContain("<h4>Quattro</h4>");
    expect(html).toContain("<h4>Cinque</h4>");
    expect(html).toContain("<ul>\n<li>a</li>\n<li>b</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>x</li>\n<li>y</li>\n</ol>");
    expect(html).toContain("<blockquote>\n<p>citazione</p>\n</blockquote>");
    expect(html).toContain("<code>codice</code>");
    expectSafe(html);
  });

  test("links open in a new tab with rel noopener; relative and mailto links are kept", () => {
    const html = renderMarkdown("[sito](https://example.com/a?b=1) [contatti](/contatti) [scrivi](mailto:info@example.com)");
    expect(html).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">sito</a>');
    expect(html).toContain('<a href="/contatti" target="_blank" rel="noopener noreferrer">contatti</a>');
    expect(html).toContain('<a href="mailto:info@example.com" target="_blank" rel="noopener noreferrer">scrivi</a>');
  });

  test("images from the site's folders or https are kept; anything else is dropped", () => {
    const html = renderMarkdown(
      "![a](/uploads/blog/a.webp) ![b](/attached_assets/illustrations/city.svg) ![c](https://img.example/c.jpg) ![d](http://img.example/d.jpg) ![e](/admin/e.png)",
    );
    expect(html).toContain('<img src="/uploads/blog/a.webp" alt="a" />');
    expect(html).toContain('<img src="/attached_assets/illustrations/city.svg" alt="b" />');
    expect(html).toContain('<img src="https://img.example/c.jpg" alt="c" />');
    expect(html).not.toContain("img.example/d.jpg");
    expect(html).not.toContain("/admin/e.png");
  });

  test("raw HTML is shown as text, never as markup", () => {
    expect(renderMarkdown("Testo <b>non</b> grassetto")).toBe("<p>Testo &lt;b&gt;non&lt;/b&gt; grassetto</p>");
  });
});

describe("Markdown pipeline: XSS corpus", () => {
  test.each(xssCorpus.map((entry) => [entry]))("%p is harmless", (entry) => {
    expectSafe(renderMarkdown(entry));
    expectSafe(renderMarkdown(`Prima ${entry} dopo\n\n${entry}`));
  });

  test("link targets are checked as a browser reads them", () => {
    expect(safeLinkHref("jav\tascript:alert(1)")).toBeNull();
    expect(safeLinkHref(" javascript:alert(1)")).toBeNull();
    expect(safeLinkHref("JAVASCRIPT:alert(1)")).toBeNull();
    expect(safeLinkHref("data:text/html,x")).toBeNull();
    expect(safeLinkHref("/blog/articolo")).toBe("/blog/articolo");
    expect(safeLinkHref("#sezione")).toBe("#sezione");
    expect(safeLinkHref("https://example.com")).toBe("https://example.com/");
  });
});

describe("Markdown pipeline: an article's time", () => {
  /** Texts where a line of `=` or `-` may or may not make a heading (setext), or be a rule or a list. */
  const underlines = [
    "Titolo\n===\n\nTesto.",
    "Titolo\n---\nTesto.",
    "Due righe\ndi titolo\n  ===  \n\nTesto.",
    "Testo.\n\n---\n\nAltro.",
    "Testo.\n\n    ---\n\nAltro.",
    "- voce\n---\n\nTesto.",
    "- voce\n  seguito\n  ---\n- altra",
    "> citazione\n===\n",
    "Testo\n\n\n===",
    "Testo\n \n===",
    "Testo\t\n=\nfine",
    "# Titolo\n===",
    "Riga\n-- -\nriga",
    "Riga\n=-=\nriga",
    "```\ncodice\n```\n---",
    "Ultima riga\n---",
    "Paragrafo lungo ".repeat(40),
  ];

  test("a paragraph is tried as a heading underlined with === or --- only when such a line follows it", () => {
    const rule = (Lexer.rules.block as unknown as { gfm: { lheading: RegExp } }).gfm.lheading;
    const { exec } = rule;
    let tried = 0;
    rule.exec = function (this: RegExp, text: string) {
      tried++;
      return exec.call(this, text);
    };
    try {
      const paragraphs = Array.from(
        { length: 12 },
        (_, i) => `Nel parcheggio ${i} le barriere si aprono alla lettura della targa e le casse accettano carte.`,
      );
      expect(renderMarkdown(paragraphs.join("\n\n"))).toBe(paragraphs.map((text) => `<p>${text}</p>`).join("\n"));
      expect(tried).toBe(0);
      expect(renderMarkdown("Il progetto\n===\n\nTesto dell'impianto.")).toBe(
        "<h2>Il progetto</h2>\n<p>Testo dell'impianto.</p>",
      );
      expect(tried).toBeGreaterThan(0);
    } finally {
      rule.exec = exec;
    }
  });

  test("the blocks are marked's own, with or without the shortcut", () => {
    const options = { gfm: true, breaks: true, async: false } as const;
    const plain = new Marked(options);
    const shortcut = new Marked({ ...options, tokenizer: { lheading: (src) => (mayBeSetextHeading(src) ? false : undefined) } });
    for (const text of underlines) expect(shortcut.lexer(text), JSON.stringify(text)).toEqual(plain.lexer(text));
  });
});
