import { expect } from "bun:test";
import type { TestApp } from "./test-app";

/** A redirect rule staff save from /admin/reindirizzamenti (signed in as the administrator). */
export async function saveRedirectRule(t: TestApp, rule: { source: string; target: string; code: 301 | 302 }): Promise<void> {
  const cookie = await t.login();
  const saved = await t.request("/api/redirects", { method: "POST", cookie, json: rule });
  expect(saved.status).toBeLessThan(300);
}
