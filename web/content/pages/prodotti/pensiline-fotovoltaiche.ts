import type { ContentPage } from "../../types";
import { callUs } from "../../actions";

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
      lead: "Pensiline modulari in acciaio con pannelli fotovoltaici integrati: proteggono i veicoli da sole e grandine, producono energia pulita e alimentano le colonnine di ricarica per le auto elettriche.",
      actions: [
        {
          label: "Richiedi un preventivo",
          to: "/contatti?tipo=altro&messaggio=Vorrei%20un%20preventivo%20per%20pensiline%20fotovoltaiche",
        },
        callUs,
      ],
      illustration: {
        src: "/attached_assets/illustrations/solar-canopy.svg",
        alt: "Pensilina fotovoltaica con auto parcheggiate e colonnina di ricarica",
      },
    },
    {
      kind: "text",
      id: "sistema-over",
      eyebrow: "Sistema Over",
      title: "Una copertura che lavora tutto il giorno",
      paragraphs: [
        "Il Sistema Over trasforma la superficie del parcheggio in un impianto fotovoltaico senza consumare nuovo suolo. Le strutture, a uno o due spioventi, si adattano a file singole o doppie di posti auto e alle dimensioni dell'area.",
        "L'energia prodotta alimenta gli edifici vicini, l'illuminazione del parcheggio e le colonnine di ricarica; l'eccedenza può essere immessa in rete o accumulata.",
      ],
      bullets: [
        "Strutture modulari in acciaio zincato, progettate sul sito",
        "Pannelli ad alta efficienza integrati nella copertura",
        "Raccolta delle acque e illuminazione a LED integrate",
        "Protezione dei veicoli da sole, pioggia e grandine",
      ],
      illustration: {
        src: "/attached_assets/illustrations/solar-canopy.svg",
        alt: "Pensilina con pannelli solari sopra due posti auto",
      },
    },
    {
      kind: "cards",
      id: "ricarica",
      title: "Ricarica per auto elettriche",
      intro: "Le colonnine si integrano nella struttura e usano per prime l'energia prodotta dalla pensilina.",
      columns: 3,
      cards: [
        {
          title: "Colonnine integrate",
          text: "Punti di ricarica in corrente alternata o continua montati sui pilastri della pensilina.",
          icon: "zap",
        },
        {
          title: "Energia dal sole",
          text: "La ricarica usa prima l'energia prodotta in loco, poi quella della rete.",
          icon: "sun",
        },
        {
          title: "Pagamento e accessi",
          text: "Ricarica abilitata con tessera, app o targa, integrata con i sistemi di parcheggio.",
          icon: "credit-card",
        },
      ],
    },
    {
      kind: "cards",
      id: "kit-e-robotica",
      title: "Anche per impianti più piccoli",
      columns: 2,
      cards: [
        {
          title: "Kit fotovoltaici per cancelli e serrande",
          text: "Un pannello e un inverter rendono autonoma l'automazione di un cancello o di una serranda, anche lontano dalla rete.",
          icon: "sun",
          to: "/prodotti/sistemi-fotovoltaici",
          linkLabel: "Scopri i kit",
        },
        {
          title: "Installazione robotizzata",
          text: "Un robot posa i pannelli sulle strutture: cantieri più brevi e più sicuri.",
          icon: "wrench",
          to: "/prodotti/sistemi-fotovoltaici",
          linkLabel: "Scopri la robotica",
        },
      ],
    },
    {
      kind: "cta",
      title: "Trasforma il tuo parcheggio in una centrale solare",
      text: "Valutiamo insieme superficie, orientamento e fabbisogno di ricarica, con una stima della produzione annua.",
      actions: [{ label: "Richiedi un preventivo", to: "/contatti" }, callUs],
    },
  ],
};
