import { expect, test } from "bun:test";
import { StartupClock } from "./startup-clock";

test("the start-up clock gives each step its own duration and the total from the process start", () => {
  const times = [40.2, 52.9, 53.4, 170.6];
  const clock = new StartupClock(() => times.shift() ?? 0);
  clock.mark("database");
  clock.mark("listen");
  expect(clock.total()).toBe(53);
  clock.mark("site");
  expect(clock.summary()).toBe("code loaded 40 ms, database 13 ms, listen 1 ms, site 117 ms");
  expect(clock.total()).toBe(171);
});
