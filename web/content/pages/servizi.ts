import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/servizi",
  meta: {
    title: "Servizi: progettazione, installazione, assistenza 24/7/365",
    description:
      "Dalla consulenza al sopralluogo, dall'installazione alla manutenzione: assistenza remota 24/7/365 e oltre 20 anni di esperienza in più di 95 città.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Servizi",
      title: "Al tuo fianco prima, durante e dopo l'installazione",
      lead:
        "Oltre 20 anni di esperienza, più di 500 installazioni in oltre 95 città italiane e un centro di assistenza attivo 24/7/365: seguiamo ogni impianto per tutta la sua vita.",
      actions: [{ label: "Richiedi una consulenza", to: "/contatti" }],
    },
    {
      kind: "cards",
      title: "I servizi principali",
      columns: 4,
      cards: [
        { title: "Consulenza e progettazione", text: "Sopralluogo, analisi dei flussi e progetto su misura.", icon: "bar-chart" },
        { title: "Installazione", text: "Posa, collaudo e messa in servizio con i nostri tecnici.", icon: "wrench" },
        { title: "Assistenza remota", text: "Centrale operativa attiva 24/7/365 per utenti e gestori.", icon: "monitor" },
        { title: "Manutenzione", text: "Interventi programmati e su chiamata in tutta Italia.", icon: "shield" },
      ],
    },
    {
      kind: "cta",
      title: "Hai un impianto da rinnovare o da costruire?",
      text: "Raccontaci il progetto: ti rispondiamo entro 24 ore.",
      actions: [
        { label: "Contattaci", to: "/contatti" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
