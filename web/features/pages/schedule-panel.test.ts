import { afterEach, describe, expect, test } from "bun:test";
import { createFormControl } from "react-hook-form";
import type { z } from "zod";
import { createTestApp, type TestApp } from "../../../src/test-support/test-app";
import { schemaForm } from "../../lib/schema-form";
import { scheduleFormSchema } from "./schedule-panel";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** What the schedule's field shows after 'Programma' with `local` typed (the browser's local minute). */
async function shownFor(local: string): Promise<string | undefined> {
  type Values = z.input<typeof scheduleFormSchema>;
  const form = createFormControl<Values, unknown, z.output<typeof scheduleFormSchema>>(
    schemaForm(scheduleFormSchema, { defaultValues: { publish_at: local } }),
  );
  expect(await form.trigger()).toBe(false);
  return form.getFieldState("publish_at").error?.message;
}

describe("the page's schedule says what the API answers", () => {
  test("a minute in the past", async () => {
    t = createTestApp();
    const shown = await shownFor("2020-01-01T09:00");
    const res = await t.request("/api/pages/schedule?path=%2F", {
      method: "POST",
      cookie: await t.login(),
      json: { publish_at: new Date("2020-01-01T09:00").toISOString() },
    });
    expect(res.status).toBe(400);
    expect(shown).toBe(((await res.json()) as { message: string }).message);
    expect(shown).toBe("La pubblicazione programmata deve essere nel futuro");
  });

  test("no minute chosen", async () => {
    expect(await shownFor("")).toBe("Data di pubblicazione non valida");
  });
});
