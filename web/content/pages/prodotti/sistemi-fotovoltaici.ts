import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/sistemi-fotovoltaici",
  productCategory: "/prodotti/pensiline-fotovoltaiche",
  meta: {
    title: "Kit fotovoltaici per cancelli e serrande, installazione robotizzata",
    description:
      "Kit con pannello da 100 W e inverter da 1000 W per alimentare cancelli e serrande, e installazione robotizzata che riduce i tempi del 60%.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Pensiline Fotovoltaiche",
      title: "Kit fotovoltaici e installazione robotizzata",
      lead:
        "Kit con pannello da 100 W e inverter da 1000 W per rendere autonomi cancelli e serrande automatiche, e un sistema di installazione robotizzata dei pannelli che riduce del 60% i tempi di posa.",
      actions: [
        { label: "Scarica la brochure", to: "/contatti?tipo=altro&messaggio=Vorrei%20ricevere%20la%20brochure%20dei%20kit%20fotovoltaici" },
        { label: "Chiamaci ora", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      title: "Le soluzioni",
      columns: 2,
      cards: [
        {
          title: "Kit per cancelli e serrande",
          text: "Pannello da 100 W e inverter da 1000 W: l'automazione funziona anche senza allaccio alla rete.",
          icon: "sun",
        },
        {
          title: "Installazione robotizzata",
          text: "Un robot posa i pannelli sulle strutture: tempi di installazione ridotti del 60% e cantieri più sicuri.",
          icon: "wrench",
        },
      ],
    },
    {
      kind: "cta",
      title: "Energia solare dove serve",
      text: "Raccontaci l'impianto da alimentare: ti proponiamo il kit adatto.",
      actions: [{ label: "Contattaci", to: "/contatti" }],
    },
  ],
};
