import { BlogScheduler } from "../api/blog/blog-scheduler";
import type { TestApp } from "./test-app";

let running: BlogScheduler | null = null;

/** Starts the blog's scheduler on a test app, as the server does at start: what is due is published at once. */
export function startBlogScheduler(t: TestApp): void {
  running = new BlogScheduler(t.db, t.ctx.changes);
  running.start();
}

/** Stops the scheduler a test started, if any (after each test). */
export function stopBlogScheduler(): void {
  running?.stop();
  running = null;
}
