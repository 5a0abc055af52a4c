import { describe, expect, test } from "bun:test";
import { forwardedClient, forwardedScheme, requestIsSecure } from "./client-ip";

describe("X-Forwarded-For", () => {
  test("the right-most X-Forwarded-For entry counts (or the configured hop), never the forgeable left-most", () => {
    expect(forwardedClient("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient(" 198.51.100.1 ", 1)).toBe("198.51.100.1");
    expect(forwardedClient("", 1)).toBeNull();
    expect(forwardedClient("1.1.1.1", 3)).toBe("1.1.1.1");
  });
});

describe("X-Forwarded-Proto", () => {
  test("the first entry is the scheme the client used; none when the header is empty or absent", () => {
    expect(forwardedScheme("https")).toBe("https");
    expect(forwardedScheme(" https , http")).toBe("https");
    expect(forwardedScheme("")).toBeUndefined();
    expect(forwardedScheme(" , https")).toBeUndefined();
    expect(forwardedScheme(null)).toBeUndefined();
  });
});

describe("HTTPS or not", () => {
  test("behind a trusted proxy its X-Forwarded-Proto decides; without one, only the address as received", () => {
    expect(requestIsSecure("http://sito/", "https", true)).toBe(true);
    expect(requestIsSecure("https://sito/", "http", true)).toBe(false);
    expect(requestIsSecure("https://sito/", undefined, true)).toBe(true);
    expect(requestIsSecure("http://sito/", "https", false)).toBe(false);
  });
});
