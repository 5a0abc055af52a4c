import { z } from "zod";

const url = z.url({ error: "Inserisci un indirizzo web valido (https://…)" }).or(z.literal(""));
const required = (label: string, max = 200) =>
  z.string().trim().min(1, { error: `${label}: campo obbligatorio` }).max(max, { error: `${label}: testo troppo lungo` });

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
  mapUrl: url,
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type PublicSettingKey = keyof PublicSettings;
