import { afterAll, afterEach, describe, expect, spyOn, test } from "bun:test";
import { UsageError } from "./args";
import { reportFatalError } from "./fatal-error";
import { listenFailure } from "./listen-error";

const printed: unknown[][] = [];
const errorSpy = spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  printed.push(args);
});
afterEach(() => {
  printed.length = 0;
});
afterAll(() => errorSpy.mockRestore());

describe("what a command that failed prints", () => {
  test("a port in use is one sentence, exit code 1; a wrong command line exit code 2", () => {
    const inUse = listenFailure(Object.assign(new Error("listen"), { code: "EADDRINUSE" }), "127.0.0.1", 3000);
    expect(reportFatalError(inUse)).toBe(1);
    expect(printed).toEqual([[expect.stringMatching(/^Errore: la porta 3000 su 127\.0\.0\.1 è già in uso/)]]);
    printed.length = 0;
    expect(reportFatalError(new UsageError("opzione sconosciuta: --porta"))).toBe(2);
    expect(String(printed[0]?.[0])).toContain("Errore: opzione sconosciuta: --porta.");
  });

  test("anything unexpected is its message and stack as text, not the error object the runtime would print with its code", () => {
    expect(reportFatalError(new Error("disco pieno"))).toBe(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toHaveLength(1);
    expect(String(printed[0]?.[0])).toMatch(/^Errore inatteso: Error: disco pieno\n\s+at /);
    printed.length = 0;
    reportFatalError("strano");
    expect(printed).toEqual([["Errore inatteso: strano"]]);
  });
});
