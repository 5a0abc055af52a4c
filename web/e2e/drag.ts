import type { Page } from "@playwright/test";

/**
 * Waits for dnd-kit to take the last step of a keyboard drag in: it measures the rows in the frames after each step
 * and listens to the arrows from the task after the pick-up. A key a script presses sooner (no person is that quick)
 * finds no row to move over and is lost.
 */
export const dragStepTaken = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
