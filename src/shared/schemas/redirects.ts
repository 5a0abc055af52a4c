import { z } from "zod";
import { PROGRAM_ADDRESSES } from "../site-addresses";
import { REDIRECT_CODES, REDIRECT_SORTS, type RedirectCode } from "../redirect-choices";

/** Addresses the site itself answers: no rule may cover them. */
const RESERVED_PATHS = PROGRAM_ADDRESSES;

/** True for an address under one of RESERVED_PATHS: the site's own, met by no rule and never in the 404 report. */
export const isReservedPath = (path: string): boolean =>
  RESERVED_PATHS.some((reserved) => path === reserved || path.startsWith(`${reserved}/`));

/** Longest old address or destination kept. */
const MAX_LENGTH = 500;

export const redirectMessages = {
  sourceRequired: "Indica il vecchio indirizzo",
  sourceSlash: "Il vecchio indirizzo deve iniziare con / (per esempio /vecchia-pagina)",
  sourceTooLong: `Il vecchio indirizzo può avere al massimo ${MAX_LENGTH} caratteri`,
  sourceSpaces: "Il vecchio indirizzo non può contenere spazi",
  sourceStar: "L'asterisco è ammesso solo alla fine del vecchio indirizzo (per esempio /vecchio/*)",
  sourceBadEncoding: "Il vecchio indirizzo contiene caratteri codificati male",
  sourceEverything: "Una regola non può coprire tutto il sito",
  reserved: (path: string) => `L'indirizzo ${path} è riservato al sito e non può essere reindirizzato`,
  targetRequired: "Indica la nuova destinazione",
  targetTooLong: `La destinazione può avere al massimo ${MAX_LENGTH} caratteri`,
  targetSpaces: "La destinazione non può contenere spazi",
  targetScheme: "Sono ammessi solo indirizzi del sito (/…) o indirizzi http:// e https://",
  targetForm: "La destinazione deve iniziare con / oppure con http:// o https://",
  targetStar: "L'asterisco nella destinazione è ammesso solo alla fine, e solo se il vecchio indirizzo finisce con *",
  targetSelf: "La destinazione coincide con il vecchio indirizzo",
  badCode: "Il codice deve essere 301, 302 o 410",
  duplicate: (source: string) => `Esiste già una regola per ${source}`,
  loop: (other: string) => `La regola creerebbe un ciclo con la regola ${other}`,
  chainedStar: (other: string) =>
    `La destinazione è a sua volta reindirizzata dalla regola ${other}: indica la destinazione finale`,
  notFound: "Regola non trovata",
  importRunning: "È in corso un'importazione di reindirizzamenti: riprova tra qualche istante",
  testPath: "Scrivi un indirizzo che inizi con /",
} as const;

/** Control characters (a line break among them): never part of an address, nor of a Location header. */
export const hasControlCharacter = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
};

/** Spaces or control characters: never part of an address (and never into a Location header). */
const hasBlank = (value: string) => /\s/.test(value) || hasControlCharacter(value);

const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);

/**
 * The old address as rules keep it: a path (a full address of the old site is cut to its path),
 * decoded, without a trailing slash; a prefix keeps its final `*`.
 */
function normalizeSource(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  let value = raw.trim();
  if (!value) return { ok: false, message: redirectMessages.sourceRequired };
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      value = url.pathname + url.search + (value.endsWith("*") && !url.pathname.endsWith("*") ? "*" : "");
    } catch {
      return { ok: false, message: redirectMessages.sourceSlash };
    }
  }
  if (!value.startsWith("/") || value.startsWith("//")) return { ok: false, message: redirectMessages.sourceSlash };
  if (hasBlank(value)) return { ok: false, message: redirectMessages.sourceSpaces };
  try {
    value = decodeURIComponent(value);
  } catch {
    return { ok: false, message: redirectMessages.sourceBadEncoding };
  }
  if (hasBlank(value)) return { ok: false, message: redirectMessages.sourceSpaces };
  const star = value.indexOf("*");
  if (star !== -1 && star !== value.length - 1) return { ok: false, message: redirectMessages.sourceStar };
  if (star === -1 && value.length > 1) value = value.replace(/\/+(\?|$)/, "$1") || "/";
  if (value.length > MAX_LENGTH) return { ok: false, message: redirectMessages.sourceTooLong };
  if (value === "/*") return { ok: false, message: redirectMessages.sourceEverything };
  const reserved = reservedBy(value);
  if (reserved) return { ok: false, message: redirectMessages.reserved(reserved) };
  return { ok: true, value };
}

/** The reserved address a rule would cover, if any. */
function reservedBy(source: string): string | null {
  const prefix = source.endsWith("*");
  const base = prefix ? source.slice(0, -1) : source.replace(/\?.*$/, "");
  for (const path of RESERVED_PATHS) {
    const inside = base === path || base.startsWith(`${path}/`) || (prefix && base.startsWith(path));
    const covers = prefix && path.startsWith(base);
    if (inside || covers) return path;
  }
  return null;
}

/** A destination: a path of the site or an http(s) address; never another scheme (javascript:, data:…). */
function checkTarget(raw: string, sourceIsPrefix: boolean): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (!value) return { ok: false, message: redirectMessages.targetRequired };
  if (value.length > MAX_LENGTH) return { ok: false, message: redirectMessages.targetTooLong };
  if (hasBlank(value)) return { ok: false, message: redirectMessages.targetSpaces };
  if (/^https?:\/\//i.test(value)) {
    try {
      new URL(value);
    } catch {
      return { ok: false, message: redirectMessages.targetForm };
    }
  } else if (hasScheme(value) || value.startsWith("//") || value.startsWith("\\") || value.startsWith("/\\")) {
    return { ok: false, message: redirectMessages.targetScheme };
  } else if (!value.startsWith("/")) {
    return { ok: false, message: redirectMessages.targetForm };
  }
  const star = value.indexOf("*");
  if (star !== -1 && (star !== value.length - 1 || !sourceIsPrefix)) return { ok: false, message: redirectMessages.targetStar };
  return { ok: true, value };
}

/** A rule as staff write it (the form and each row of an import). */
export const redirectInputSchema = z
  .object({
    source: z.string({ error: redirectMessages.sourceRequired }),
    target: z.string().nullish(),
    code: z.coerce
      .number({ error: redirectMessages.badCode })
      .refine((n): n is RedirectCode => (REDIRECT_CODES as readonly number[]).includes(n), { error: redirectMessages.badCode }),
  })
  .transform((input, ctx) => {
    const source = normalizeSource(input.source);
    if (!source.ok) {
      ctx.addIssue({ code: "custom", path: ["source"], message: source.message });
      return z.NEVER;
    }
    const code = input.code as RedirectCode;
    if (code === 410) return { source: source.value, target: null, code };
    const target = checkTarget(input.target ?? "", source.value.endsWith("*"));
    if (!target.ok) {
      ctx.addIssue({ code: "custom", path: ["target"], message: target.message });
      return z.NEVER;
    }
    if (target.value === source.value) {
      ctx.addIssue({ code: "custom", path: ["target"], message: redirectMessages.targetSelf });
      return z.NEVER;
    }
    return { source: source.value, target: target.value, code };
  });
export type RedirectInput = z.output<typeof redirectInputSchema>;

/** The test box's question: an address of the site, as a visitor would ask for it. */
export const redirectTestSchema = z.object({
  path: z
    .string({ error: redirectMessages.testPath })
    .trim()
    .refine((path) => path.startsWith("/") && !path.startsWith("//") && path.length <= 2000, {
      error: redirectMessages.testPath,
    }),
});

export const redirectListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(REDIRECT_SORTS).catch("recent"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
