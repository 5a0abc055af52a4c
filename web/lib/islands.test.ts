import { expect, test } from "bun:test";
import { islandsIn } from "./islands";

test("the islands of a page are read from its HTML once each, unknown names ignored", () => {
  const html =
    '<div data-island="site-header" class="contents"></div><p>data-island="toaster" in text</p>' +
    '<div data-island="contact-form" data-props="{}" class="contents"></div><div data-island="site-header" class="contents"></div>' +
    '<div data-island="nonexistent" class="contents"></div>';
  expect(islandsIn(html)).toEqual(["site-header", "contact-form"]);
});
