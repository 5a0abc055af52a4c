import type { z } from "zod";
import type { blockSchema } from "./block-schemas";

/** The company's days are Italy's: a certification valid until a day is shown through that whole day in Rome. */
let dayFormat: Intl.DateTimeFormat | undefined;

/** YYYY-MM-DD of `now` in Rome, whatever the server's or the browser's time zone. */
export function romeToday(now: Date = new Date()): string {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" });
  return dayFormat.format(now);
}

/** A certification is shown up to and including its last valid day. */
export const isCertificationValid = (validUntil: string, today: string): boolean => validUntil >= today;

/** '31/12/2027', as a visitor reads the date. */
export function italianDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/** The calendar day `n` days after `day`. */
export function daysAfter(day: string, n: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

type Block = z.infer<typeof blockSchema>;

/**
 * A page's blocks as visitors read them on `today`: each 'Certificazioni' block with only the
 * certifications still valid, and left out when none is.
 */
export function blocksShownOn<B extends Block>(blocks: readonly B[], today: string): B[] {
  return blocks.flatMap((block) => {
    if (block.kind !== "certifications") return [block];
    const valid = block.certifications.filter((certification) => isCertificationValid(certification.validUntil, today));
    return valid.length === 0 ? [] : [{ ...block, certifications: valid }];
  });
}

/** How many certifications of a page have expired by `today`: it grows on the day one does. */
export const expiredCertifications = (blocks: readonly Block[], today: string): number =>
  blocks
    .flatMap((block) => (block.kind === "certifications" ? block.certifications : []))
    .filter((certification) => !isCertificationValid(certification.validUntil, today)).length;

/** Staff are warned this many days before a certification on a page expires. */
const CERTIFICATION_NOTICE_DAYS = 30;

/** A certification on a page that expires within the notice period, or has expired and is still there. */
export interface CertificationNotice {
  name: string;
  validUntil: string;
  expired: boolean;
}

/** The certifications of a page's blocks that staff should renew or remove, soonest first. */
export function certificationNotices(blocks: readonly Block[], today: string): CertificationNotice[] {
  const limit = daysAfter(today, CERTIFICATION_NOTICE_DAYS);
  return blocks
    .flatMap((block) => (block.kind === "certifications" ? block.certifications : []))
    .filter((certification) => certification.validUntil <= limit)
    .map((certification) => ({
      name: certification.name,
      validUntil: certification.validUntil,
      expired: !isCertificationValid(certification.validUntil, today),
    }))
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil));
}
