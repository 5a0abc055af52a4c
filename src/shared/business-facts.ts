import type { PublicSettings } from "./schemas/settings";

/*
 * Business facts without their validation: what every public page needs (defaults and link
 * helpers), kept free of zod so the visitor's browser does not download it.
 */

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
