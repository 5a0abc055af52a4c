import { describe, expect, test } from "bun:test";
import { HttpError } from "../http/http-error";
import { RateLimiter } from "./rate-limit";

describe("a client's allowance", () => {
  test("is counted up to its limit, then refused with a 429, its message and the seconds to wait, until the window ends", () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    limiter.take("10.0.0.1", "Troppe richieste: riprova più tardi");
    limiter.take("10.0.0.1", "Troppe richieste: riprova più tardi");
    now = 15_000;
    let refusal: unknown;
    try {
      limiter.take("10.0.0.1", "Troppe richieste: riprova più tardi");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 429,
      message: "Troppe richieste: riprova più tardi",
      headers: { "Retry-After": "45" },
    });
    limiter.take("10.0.0.2", "Troppe richieste: riprova più tardi");
    now = 60_000;
    expect(() => limiter.take("10.0.0.1", "Troppe richieste: riprova più tardi")).not.toThrow();
  });
});
