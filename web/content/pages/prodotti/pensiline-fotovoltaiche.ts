import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/pensiline-fotovoltaiche",
  productCategory: "/prodotti/pensiline-fotovoltaiche",
  meta: {
    title: "Pensiline fotovoltaiche Sistema Over con ricarica per auto elettriche",
    description:
      "Coperture per parcheggi che producono energia solare, proteggono i veicoli e ricaricano le auto elettriche: il Sistema Over, progettato su misura.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Pensiline Fotovoltaiche",
      title: "Sistema Over: il parcheggio che produce energia",
      lead:
        "Pensiline modulari in acciaio con pannelli fotovoltaici integrati: proteggono i veicoli da sole e grandine, producono energia pulita e alimentano le colonnine di ricarica per auto elettriche.",
      actions: [{ label: "Richiedi un preventivo", to: "/contatti" }],
    },
    {
      kind: "cards",
      title: "Cosa offre il Sistema Over",
      columns: 3,
      cards: [
        { title: "Energia dal sole", text: "La superficie del parcheggio diventa un impianto fotovoltaico senza consumare nuovo suolo.", icon: "sun" },
        { title: "Ricarica dei veicoli elettrici", text: "Colonnine integrate nella struttura, alimentate dall'energia prodotta in loco.", icon: "zap" },
        {
          title: "Kit e robotica",
          text: "Kit fotovoltaici per cancelli e serrande e installazione robotizzata dei pannelli.",
          icon: "wrench",
          to: "/prodotti/sistemi-fotovoltaici",
        },
      ],
    },
    {
      kind: "cta",
      title: "Trasforma il tuo parcheggio in una centrale solare",
      text: "Valutiamo insieme superficie, orientamento e fabbisogno di ricarica.",
      actions: [{ label: "Richiedi un preventivo", to: "/contatti" }],
    },
  ],
};
