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

/** Placeholder values seeded in a new data folder; the admin shows them as examples until edited. */
export const defaultPublicSettings: PublicSettings = {
  companyName: "ParkSite Italia",
  legalName: "ParkSite Italia S.r.l.",
  vatNumber: "IT04812930281",
  rea: "PD-421873",
  shareCapital: "€ 100.000,00 i.v.",
  address: { street: "Via Venezia 59", postalCode: "35131", city: "Padova", province: "PD" },
  phone: "+39 049 825 4100",
  phoneSeasonal: "+39 049 825 4190",
  supportPhone: "+39 049 825 4150",
  email: "info@parksite.it",
  supportEmail: "assistenza@parksite.it",
  whatsapp: "+39 345 612 8840",
  openingHours: "Lunedì - Venerdì, 9:00 - 18:00",
  social: {
    facebook: "https://www.facebook.com/parksiteitalia",
    instagram: "https://www.instagram.com/parksiteitalia",
    linkedin: "https://www.linkedin.com/company/parksite-italia",
    youtube: "https://www.youtube.com/@parksiteitalia",
  },
  mapUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=11.8980%2C45.3980%2C11.9380%2C45.4180&layer=mapnik&marker=45.4080%2C11.9180",
};

/** Digits and a leading + only, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** wa.me link for a WhatsApp number, optionally with a prefilled message. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

export function formatAddress(settings: Pick<PublicSettings, "address">): string {
  const a = settings.address;
  return `${a.street}, ${a.postalCode} ${a.city} (${a.province})`;
}
