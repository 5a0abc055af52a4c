import { describe, expect, test } from "bun:test";
import * as lucide from "lucide";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "./icons";
import { shapesMarkup } from "./lucide-icon";
import { Menu, Phone } from "./lucide-icons";

describe("lucide icons", () => {
  test("draw lucide's shapes in a decorative svg sized by its class, in the text colour", () => {
    const html = renderToStaticMarkup(<Menu className="size-5" />);
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
        ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5" aria-hidden="true">' +
        '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path></svg>',
    );
  });

  test("every icon stays hidden from screen readers, whatever the caller passes", () => {
    expect(renderToStaticMarkup(<Phone />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Phone aria-hidden="true" className="size-4" />)).toContain('class="size-4"');
  });

  test("an icon named by page content draws the matching lucide icon", () => {
    const html = renderToStaticMarkup(<Icon name="map-pin" />);
    expect(html).toContain('class="size-6"');
    expect(html).toContain("<circle");
  });

  test("an icon's shapes are written once as the markup React writes for them, for every lucide icon", () => {
    const nodes = Object.values(lucide).filter(
      (value): value is lucide.IconNode => Array.isArray(value) && Array.isArray(value[0]),
    );
    expect(nodes.length).toBeGreaterThan(1000);
    for (const node of nodes) {
      const byReact = renderToStaticMarkup(
        createElement(
          "svg",
          null,
          createElement(Fragment, null, ...node.map(([tag, attributes], key) => createElement(tag, { key, ...attributes }))),
        ),
      );
      expect(`<svg>${shapesMarkup(node)}</svg>`).toBe(byReact);
    }
  });
});
