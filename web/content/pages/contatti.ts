import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/contatti",
  meta: {
    title: "Contatti: richiedi un preventivo o una consulenza",
    description:
      "Chiamaci, scrivici o usa WhatsApp: sede a Padova, aperti dal lunedì al venerdì dalle 9:00 alle 18:00. Rispondiamo a ogni richiesta entro 24 ore.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contatti",
      title: "Parliamo del tuo parcheggio",
      lead:
        "Telefono, email o WhatsApp: scegli il canale che preferisci. Siamo a Padova e rispondiamo a ogni richiesta entro 24 ore, dal lunedì al venerdì dalle 9:00 alle 18:00.",
      actions: [{ label: "Chiamaci", call: "phone" }],
    },
    {
      kind: "contact-form",
      id: "modulo",
      title: "Richiedi un preventivo",
      intro: "Compila il modulo: ti ricontattiamo entro 24 ore.",
    },
    {
      kind: "contact-info",
      title: "Richiedi informazioni",
      text: "Il nostro ufficio commerciale ti risponde dal lunedì al venerdì, dalle 9:00 alle 18:00.",
    },
  ],
};
