import { describe, expect, test } from "bun:test";
import {
  IDLE_PROCESSOR_SHARE,
  PAGES_AGAIN_AFTER_MS,
  PAGES_AGAIN_ON_GROWTH,
  QUIET_MS,
  QuietRelease,
  READ_EVERY_MS,
  type ServerReading,
  WORTH_RELEASING_BYTES,
} from "./quiet-release";

const MB = 1024 * 1024;

/** A server read once a second: its processor time grows by `cpuMsPerSecond`, its memory is set by the test. */
function simulatedServer() {
  const state = { at: 0, cpuMicros: 0, rssBytes: 50 * MB, cpuMsPerSecond: 0, imageWork: false };
  let releases = 0;
  let pagesAgain = 0;
  const watch = new QuietRelease(
    (): ServerReading => ({ at: state.at, cpuMicros: state.cpuMicros, rssBytes: state.rssBytes }),
    () => {
      if (state.imageWork) return false;
      releases += 1;
      state.rssBytes = 50 * MB;
      return true;
    },
    () => {
      pagesAgain += 1;
    },
  );
  const seconds = (count: number) => {
    for (let i = 0; i < count; i++) {
      state.at += READ_EVERY_MS;
      state.cpuMicros += state.cpuMsPerSecond * 1000;
      watch.tick();
    }
  };
  return { state, seconds, releases: () => releases, pagesAgain: () => pagesAgain };
}

describe("memory left by a load goes back once the server is quiet", () => {
  test("never while visitors keep the server busy, however much memory it holds", () => {
    const server = simulatedServer();
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 140 * MB;
    server.seconds(120);
    expect(server.releases()).toBe(0);
  });

  test("once, a few seconds after the load ends, and not again while nothing grows", () => {
    const server = simulatedServer();
    server.seconds(3);
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 120 * MB;
    server.seconds(30);
    server.state.cpuMsPerSecond = 2;
    server.seconds(QUIET_MS / READ_EVERY_MS - 2);
    expect(server.releases()).toBe(0);
    server.seconds(2);
    expect(server.releases()).toBe(1);
    server.seconds(600);
    expect(server.releases()).toBe(1);
  });

  test("a visitor now and then is quiet; a short pause in a load is not", () => {
    const server = simulatedServer();
    server.seconds(1);
    server.state.rssBytes = 100 * MB;
    server.state.cpuMsPerSecond = IDLE_PROCESSOR_SHARE * 1000 * 0.5;
    server.seconds(QUIET_MS / READ_EVERY_MS + 1);
    expect(server.releases()).toBe(1);

    const busy = simulatedServer();
    busy.seconds(1);
    busy.state.rssBytes = 100 * MB;
    for (let round = 0; round < 10; round++) {
      busy.state.cpuMsPerSecond = 800;
      busy.seconds(3);
      busy.state.cpuMsPerSecond = 0;
      busy.seconds(QUIET_MS / READ_EVERY_MS - 2);
    }
    expect(busy.releases()).toBe(0);
  });

  test("growth too small to be worth it is left alone; the next load is released again", () => {
    const server = simulatedServer();
    server.seconds(2);
    server.state.rssBytes += WORTH_RELEASING_BYTES - MB;
    server.seconds(60);
    expect(server.releases()).toBe(0);
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 110 * MB;
    server.seconds(10);
    server.state.cpuMsPerSecond = 0;
    server.seconds(60);
    expect(server.releases()).toBe(1);
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 110 * MB;
    server.seconds(10);
    server.state.cpuMsPerSecond = 0;
    server.seconds(60);
    expect(server.releases()).toBe(2);
  });

  test("a release that had to wait for image work comes at the next quiet reading after it", () => {
    const server = simulatedServer();
    server.seconds(1);
    server.state.rssBytes = 100 * MB;
    server.state.imageWork = true;
    server.seconds(30);
    expect(server.releases()).toBe(0);
    server.state.imageWork = false;
    server.seconds(1);
    expect(server.releases()).toBe(1);
  });

  test("a release in a pause of a load does not keep what the rest of the load leaves", () => {
    const server = simulatedServer();
    server.seconds(2);
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 120 * MB;
    server.seconds(20);
    server.state.cpuMsPerSecond = 0;
    for (let second = 0; second < 60 && server.releases() === 0; second++) server.seconds(1);
    expect(server.releases()).toBe(1);
    // The load goes on: its first requests bring back most of what was given, and it ends there.
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 75 * MB;
    server.seconds(20);
    server.state.cpuMsPerSecond = 0;
    server.seconds(QUIET_MS / READ_EVERY_MS + 1);
    expect(server.releases()).toBe(2);
  });

  test("pages read back a few seconds after that, the server still quiet, go back again: twice at most in a spell", () => {
    const server = simulatedServer();
    server.seconds(3);
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 120 * MB;
    server.seconds(30);
    server.state.cpuMsPerSecond = 0;
    server.seconds(QUIET_MS / READ_EVERY_MS + 1);
    server.seconds(PAGES_AGAIN_AFTER_MS / READ_EVERY_MS);
    expect(server.pagesAgain()).toBe(1);
    // The timers' code compiled again reads 12 MB of the executable back, a second after.
    server.state.rssBytes = 62 * MB;
    server.seconds(PAGES_AGAIN_AFTER_MS / READ_EVERY_MS);
    expect(server.pagesAgain()).toBe(2);
    server.state.rssBytes = 50 * MB;
    server.seconds(10);
    expect(server.pagesAgain()).toBe(2);
    for (let i = 0; i < 5; i++) {
      server.state.rssBytes += 12 * MB;
      server.seconds(PAGES_AGAIN_AFTER_MS / READ_EVERY_MS);
    }
    expect(server.pagesAgain()).toBe(1 + PAGES_AGAIN_ON_GROWTH);
    expect(server.releases()).toBe(1);
  });

  test("the executable's pages read back just after the release go back once more, a few seconds later, if still quiet", () => {
    const server = simulatedServer();
    server.seconds(3);
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 120 * MB;
    server.seconds(30);
    server.state.cpuMsPerSecond = 0;
    server.seconds(QUIET_MS / READ_EVERY_MS + 1);
    expect(server.releases()).toBe(1);
    expect(server.pagesAgain()).toBe(0);
    server.seconds(PAGES_AGAIN_AFTER_MS / READ_EVERY_MS);
    expect(server.pagesAgain()).toBe(1);
    server.seconds(120);
    expect(server.pagesAgain()).toBe(1);

    // Visitors back before it is due: the next quiet spell's release brings its own.
    server.state.cpuMsPerSecond = 900;
    server.state.rssBytes = 120 * MB;
    server.seconds(30);
    server.state.cpuMsPerSecond = 0;
    server.seconds(QUIET_MS / READ_EVERY_MS + 1);
    server.state.cpuMsPerSecond = 900;
    server.seconds(10);
    expect(server.releases()).toBe(2);
    expect(server.pagesAgain()).toBe(1);
  });
});
