import { createHmac, timingSafeEqual } from "node:crypto";
import { DOWNLOAD_LINK_DAYS } from "../shared/documents";

const DAY_MS = 24 * 3600 * 1000;

/** What a link's signature says: good, forged (or altered), or good but past its day. */
export type LinkCheck = "valid" | "forged" | "expired";

const signatureOf = (key: Buffer, slug: string, expires: number) =>
  createHmac("sha256", key).update(`documento\n${slug}\n${expires}`).digest("base64url");

/**
 * The query of a download link sent by e-mail: `scadenza` (seconds since 1970) and `firma`, an
 * HMAC-SHA256 of the document's slug and that expiry with the server's secret key. Changing the
 * expiry breaks the signature, so a link cannot be made to last longer than it was given.
 */
export function signDownloadLink(key: Buffer, slug: string, now = new Date()): { scadenza: string; firma: string } {
  const expires = Math.floor((now.getTime() + DOWNLOAD_LINK_DAYS * DAY_MS) / 1000);
  return { scadenza: String(expires), firma: signatureOf(key, slug, expires) };
}

export function checkDownloadLink(key: Buffer, slug: string, scadenza: string, firma: string, now = new Date()): LinkCheck {
  if (!/^\d{1,12}$/.test(scadenza) || !/^[A-Za-z0-9_-]{43}$/.test(firma)) return "forged";
  const expires = Number(scadenza);
  const expected = Buffer.from(signatureOf(key, slug, expires));
  const given = Buffer.from(firma);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "forged";
  return now.getTime() / 1000 > expires ? "expired" : "valid";
}
