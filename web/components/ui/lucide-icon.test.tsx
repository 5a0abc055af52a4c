import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "./icons";
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
});
