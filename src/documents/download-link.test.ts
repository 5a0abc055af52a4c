import { describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { checkDownloadLink, signDownloadLink } from "./download-link";

const key = randomBytes(32);
const DAY = 24 * 3600 * 1000;

describe("the signed download link sent by e-mail", () => {
  const issued = new Date("2026-11-20T10:00:00Z");
  const link = signDownloadLink(key, "scheda-web2park", issued);

  test("is valid for seven days, used as often as the visitor likes", () => {
    expect(checkDownloadLink(key, "scheda-web2park", link.scadenza, link.firma, issued)).toBe("valid");
    expect(checkDownloadLink(key, "scheda-web2park", link.scadenza, link.firma, new Date(issued.getTime() + 6.9 * DAY))).toBe(
      "valid",
    );
  });

  test("answers expired after seven days", () => {
    expect(
      checkDownloadLink(key, "scheda-web2park", link.scadenza, link.firma, new Date(issued.getTime() + 7 * DAY + 1000)),
    ).toBe("expired");
  });

  test("a later expiry written by hand, another document or another key is a forgery", () => {
    const later = String(Number(link.scadenza) + 30 * 86400);
    expect(checkDownloadLink(key, "scheda-web2park", later, link.firma, issued)).toBe("forged");
    expect(checkDownloadLink(key, "manuale-pay2park", link.scadenza, link.firma, issued)).toBe("forged");
    expect(checkDownloadLink(randomBytes(32), "scheda-web2park", link.scadenza, link.firma, issued)).toBe("forged");
    expect(checkDownloadLink(key, "scheda-web2park", "abc", "x", issued)).toBe("forged");
  });

  test("an expired link whose expiry was pushed forward is a forgery, not a valid link", () => {
    const late = new Date(issued.getTime() + 8 * DAY);
    const pushed = String(Math.floor(late.getTime() / 1000) + 3600);
    expect(checkDownloadLink(key, "scheda-web2park", pushed, link.firma, late)).toBe("forged");
  });
});
