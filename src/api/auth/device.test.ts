import { describe, expect, test } from "bun:test";
import { describeDevice } from "./device";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("device names", () => {
  test("common browsers are recognised in Italian", () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe("Chrome su Windows");
    expect(describeDevice(SAFARI_IPHONE)).toBe("Safari su iOS");
    expect(describeDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe(
      "Firefox su macOS",
    );
    expect(describeDevice("")).toBe("Dispositivo sconosciuto");
  });
});
