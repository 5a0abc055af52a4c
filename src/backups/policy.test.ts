import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp } from "../test-support/test-app";
import { readPolicy, savePolicy } from "./policy";

const t = createTestApp({ withAdmin: false });
afterAll(() => t.cleanup());

describe("the backup policy saved from the admin page", () => {
  test("is read back as saved", () => {
    savePolicy(t.db.$client, { hour: 4, keep_daily: 12, keep_weekly: 6 });
    expect(readPolicy(t.db.$client)).toEqual({ hour: 4, keep_daily: 12, keep_weekly: 6 });
  });

  test("saved by an earlier version of the program, with its counts in camelCase, is still the one in force", () => {
    t.db.$client
      .query("INSERT OR REPLACE INTO settings (key, value, is_example, updated_at) VALUES ('backup_policy', ?, 0, ?)")
      .run(JSON.stringify({ hour: 2, keepDaily: 10, keepWeekly: 3 }), new Date().toISOString());
    expect(readPolicy(t.db.$client)).toEqual({ hour: 2, keep_daily: 10, keep_weekly: 3 });
  });
});
