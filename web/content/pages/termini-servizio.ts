import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/termini-servizio",
  meta: {
    title: "Termini di servizio",
    description:
      "Le condizioni d'uso del sito e le condizioni generali di fornitura: garanzia standard di 24 mesi, modifiche comunicate con 30 giorni di preavviso.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Note legali",
      title: "Termini di servizio",
      lead: "Le condizioni che regolano l'uso del sito e, in sintesi, la fornitura dei nostri prodotti e servizi.",
    },
    {
      kind: "text",
      title: "Garanzia e modifiche",
      paragraphs: [
        "I prodotti forniti sono coperti da una garanzia standard di 24 mesi dalla data di collaudo.",
        "Eventuali modifiche a questi termini sono pubblicate su questa pagina e comunicate ai clienti con almeno 30 giorni di preavviso.",
      ],
    },
  ],
};
