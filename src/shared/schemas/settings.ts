import { z } from "zod";

/** The map frame of the contact page comes from this service only (the Content-Security-Policy allows just it). */
export const MAP_EMBED_PREFIX = "https://www.openstreetmap.org/export/embed.html";

const url = z.url({ error: "Inserisci un indirizzo web valido (https://…)" }).or(z.literal(""));
const required = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label}: campo obbligatorio` })
    .max(max, { error: `${label}: testo troppo lungo` });

/** Business facts shown on the public site, editable by staff. */
export const publicSettingsSchema = z.object({
  companyName: required("Nome dell'azienda", 80),
  legalName: required("Ragione sociale", 160),
  vatNumber: required("Partita IVA", 20),
  rea: required("Numero REA", 40),
  shareCapital: required("Capitale sociale", 60),
  address: z.object({
    street: required("Indirizzo"),
    postalCode: required("CAP", 10),
    city: required("Città", 80),
    province: required("Provincia", 4),
  }),
  phone: required("Telefono", 30),
  phoneSeasonal: required("Telefono aree stagionali", 30),
  supportPhone: required("Telefono assistenza", 30),
  email: z.email({ error: "Inserisci un indirizzo email valido" }),
  supportEmail: z.email({ error: "Inserisci un indirizzo email valido" }),
  whatsapp: required("WhatsApp", 30),
  openingHours: required("Orari di apertura", 120),
  social: z.object({
    facebook: url,
    instagram: url,
    linkedin: url,
    youtube: url,
  }),
  mapUrl: url.refine((v) => v === "" || v.startsWith(MAP_EMBED_PREFIX), {
    error: `La mappa deve essere un indirizzo di incorporamento di OpenStreetMap (${MAP_EMBED_PREFIX}…)`,
  }),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type PublicSettingKey = keyof PublicSettings;
