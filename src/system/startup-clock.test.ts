import { expect, test } from "bun:test";
import { StartupClock } from "./startup-clock";

test("the start-up clock gives each step its own duration and processor time, and the total from the process start", () => {
  const times = [40.2, 52.9, 53.4, 170.6];
  const cpu = [30, 41, 41.4, 120];
  const clock = new StartupClock(
    () => times.shift() ?? 0,
    () => cpu.shift() ?? 0,
  );
  clock.mark("database");
  clock.mark("listen");
  expect(clock.total()).toBe(53);
  clock.mark("site");
  expect(clock.summary()).toBe("code loaded 40 ms (CPU 30), database 13 ms (CPU 11), listen 1 ms (CPU 0), site 117 ms (CPU 79)");
  expect(clock.total()).toBe(171);
});
