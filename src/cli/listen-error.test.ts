import { describe, expect, test } from "bun:test";
import { ListenError, listenFailure } from "./listen-error";

const failed = (code: string) => Object.assign(new Error(`Failed to start server (${code})`), { code, syscall: "listen" });

describe("a port the server cannot listen on", () => {
  test("in use, not allowed, or an address elsewhere: one sentence that says what to do", () => {
    const inUse = listenFailure(failed("EADDRINUSE"), "0.0.0.0", 3000);
    expect(inUse).toBeInstanceOf(ListenError);
    expect((inUse as Error).message).toBe(
      "la porta 3000 su 0.0.0.0 è già in uso da un altro programma: scegline un'altra con --port (o PORT), oppure ferma il programma che la usa",
    );
    const notAllowed = listenFailure(failed("EACCES"), "0.0.0.0", 80);
    expect(notAllowed).toBeInstanceOf(ListenError);
    expect((notAllowed as Error).message).toContain("non c'è il permesso di usare la porta 80 su 0.0.0.0");
    const elsewhere = listenFailure(failed("EADDRNOTAVAIL"), "192.0.2.1", 3000);
    expect((elsewhere as Error).message).toContain("l'indirizzo 192.0.2.1 non appartiene a questa macchina");
  });

  test("any other failure is left as it came", () => {
    const other = failed("EMFILE");
    expect(listenFailure(other, "0.0.0.0", 3000)).toBe(other);
    expect(listenFailure("strano", "0.0.0.0", 3000)).toBe("strano");
  });
});
