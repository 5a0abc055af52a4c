import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules the site is held to: WCAG 2.1, levels A and AA. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The minified build of the axe that @axe-core/playwright runs: the page parses 0.65 MB instead of 1.5 MB at each check. */
const axePlaywright = createRequire(import.meta.url).resolve("@axe-core/playwright");
const AXE_SOURCE = readFileSync(createRequire(axePlaywright).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe on the page as it is now, gathering only violations (the detail of what passed is most of axe's time).
 * Legacy mode runs axe in the page and in its same-origin frames (the page editor's previews) and merges there,
 * instead of opening a blank page at every check to merge the frames' results: a check takes about a second less.
 * The site has no cross-origin frame, which legacy mode could not read.
 */
export function axeOf(page: Page): AxeBuilder {
  // options() replaces the options object: callers add their tags or rules after it.
  return new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/** The violations found, one line each ("rule: where"), so a failure names what to fix. */
export async function violationsOf(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The WCAG 2.1 AA violations on the page as it is now. */
export function wcagViolations(page: Page): Promise<string[]> {
  return violationsOf(axeOf(page).withTags(WCAG_21_AA));
}
