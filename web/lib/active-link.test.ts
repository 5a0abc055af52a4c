import { describe, expect, test } from "bun:test";
import { isActiveLink } from "./active-link";

describe("which menu link marks the open page", () => {
  test("the same page, or a page below it unless the link is for that page alone", () => {
    expect(isActiveLink("/blog", "/blog", false)).toBe(true);
    expect(isActiveLink("/blog/un-articolo", "/blog", false)).toBe(true);
    expect(isActiveLink("/blog/un-articolo", "/blog", true)).toBe(false);
    expect(isActiveLink("/blogroll", "/blog", false)).toBe(false);
    expect(isActiveLink("/servizi", "/servizi/", false)).toBe(true);
  });

  test("the home marks only itself", () => {
    expect(isActiveLink("/", "/", true)).toBe(true);
    expect(isActiveLink("/servizi", "/", false)).toBe(false);
  });
});
