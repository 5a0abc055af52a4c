import { describe, expect, test } from "bun:test";
import { withoutTrackingParams } from "./tracking-params";

describe("tracking parameters", () => {
  test("an address loses its tracking parameters and keeps the others as sent, in their order", () => {
    expect(withoutTrackingParams("http://esempio.it/blog/x")).toBe("http://esempio.it/blog/x");
    expect(withoutTrackingParams("http://esempio.it/blog/x?gclid=abc")).toBe("http://esempio.it/blog/x");
    expect(withoutTrackingParams("http://esempio.it/blog?gclid=1&page=2&utm_source=a&utm_campaign=b")).toBe(
      "http://esempio.it/blog?page=2",
    );
    expect(withoutTrackingParams("http://esempio.it/contatti?tipo=hotel&fbclid=z&msclkid=y")).toBe(
      "http://esempio.it/contatti?tipo=hotel",
    );
    expect(withoutTrackingParams("http://esempio.it/cerca?q=gclid")).toBe("http://esempio.it/cerca?q=gclid");
    expect(withoutTrackingParams("http://esempio.it/?anteprima&utm_medium")).toBe("http://esempio.it/?anteprima");
    expect(withoutTrackingParams("http://esempio.it/x?a=1&&gclid=2&b=")).toBe("http://esempio.it/x?a=1&b=");
    expect(withoutTrackingParams("http://esempio.it/x?gclidx=1&utm=2")).toBe("http://esempio.it/x?gclidx=1&utm=2");
  });
});
