import { z } from "zod";

/*
 * What the visit beacon and the contact form tell the server about a visit: the page, the
 * referring site's host and the campaign parameters. Strict, short fields: anything else is
 * refused, so the beacon cannot be used to store arbitrary data.
 */

const visitLimits = { path: 200, host: 253, campaign: 100 } as const;

export const visitEventKinds = ["pageview", "tel", "mailto", "whatsapp"] as const;

const INVALID = "Dati della visita non validi";

/** A path of this site, without query string or fragment. */
const sitePath = z
  .string({ error: INVALID })
  .max(visitLimits.path, { error: "Indirizzo della pagina troppo lungo" })
  .regex(/^\/[^\s?#\\]*$/, { error: "Indirizzo della pagina non valido" });

/** A host name (with an optional port), as the referrer's origin gives it. */
const hostName = z
  .string({ error: INVALID })
  .trim()
  .toLowerCase()
  .max(visitLimits.host, { error: "Sito di provenienza non valido" })
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, {
    error: "Sito di provenienza non valido",
  });

/** utm_source / utm_medium / utm_campaign: short printable text. */
const campaignValue = z
  .string({ error: INVALID })
  .trim()
  .max(visitLimits.campaign, { error: "Parametro della campagna troppo lungo" })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  .regex(/^[^\u0000-\u001f\u007f<>]*$/, { error: "Parametro della campagna non valido" });

/** POST /api/visit: one page view or one click on a phone, e-mail or WhatsApp link. */
export const visitBeaconSchema = z.strictObject(
  {
    k: z.enum(visitEventKinds, { error: "Tipo di evento non valido" }),
    p: sitePath,
    /** The first page of the visit in this tab. */
    e: z.literal(1, { error: INVALID }).optional(),
    r: hostName.optional(),
    s: campaignValue.optional(),
    m: campaignValue.optional(),
    c: campaignValue.optional(),
  },
  { error: INVALID },
);
export type VisitBeacon = z.output<typeof visitBeaconSchema>;

/** Where a contact request came from: sent with the request by the form (all optional). */
export const requestAttributionSchema = z.strictObject(
  {
    landing_page: sitePath.optional(),
    page: sitePath.optional(),
    referrer_host: hostName.optional(),
    utm_source: campaignValue.optional(),
    utm_medium: campaignValue.optional(),
    utm_campaign: campaignValue.optional(),
  },
  { error: "Dati di provenienza della richiesta non validi" },
);
export type RequestAttribution = z.output<typeof requestAttributionSchema>;

/** Longest period the statistics page reads at once (the totals are kept 25 months by default). */
const MAX_STATISTICS_DAYS = 800;

const isoDay = z
  .string({ error: "Data non valida: usa il formato AAAA-MM-GG" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data non valida: usa il formato AAAA-MM-GG" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: "Data non valida",
  });

/** GET /api/statistics and its CSV export: the period, both days included. */
export const statisticsQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((v) => v.from <= v.to, { error: "La data di inizio deve precedere quella di fine" })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < MAX_STATISTICS_DAYS, {
    error: `Il periodo può coprire al massimo ${MAX_STATISTICS_DAYS} giorni`,
  });
