import { productPage } from "../../product-page";
import { figures } from "../../figures";

export const page = productPage({
  path: "/prodotti/sistemi-fotovoltaici",
  family: "/prodotti/pensiline-fotovoltaiche",
  meta: {
    title: "Kit fotovoltaici per cancelli e serrande, installazione robotizzata",
    description:
      "Kit con pannello da 100 W e inverter da 1000 W per alimentare cancelli e serrande, e installazione robotizzata che riduce i tempi del 60%.",
  },
  hero: {
    action: { label: "Scarica la brochure", to: "/prodotti/sistemi-fotovoltaici/scheda.pdf" },
    title: "Kit fotovoltaici e installazione robotizzata",
    lead: "Kit con pannello da 100 W e inverter da 1000 W per rendere autonomi cancelli e serrande automatiche, e un sistema di installazione robotizzata dei pannelli che riduce del 60% i tempi di posa.",
    illustration: {
      src: "/attached_assets/illustrations/robot-install.svg",
      alt: "Braccio robotico che posa un pannello fotovoltaico su una pensilina",
    },
  },
  action: {
    label: "Richiedi un preventivo",
    to: "/contatti?tipo=altro&messaggio=Vorrei%20un%20preventivo%20per%20un%20kit%20fotovoltaico",
  },
  blocks: [
    {
      kind: "stats",
      items: figures(
        ["100 W", "pannello del kit"],
        ["1000 W", "inverter del kit"],
        ["-60%", "tempi di installazione con il robot"],
      ),
    },
    {
      kind: "cards",
      title: "Le soluzioni",
      columns: 2,
      cards: [
        {
          title: "Kit per cancelli e serrande",
          text: "Pannello da 100 W e inverter da 1000 W: l'automazione del cancello o della serranda funziona anche dove non arriva la rete elettrica.",
          icon: "sun",
          features: [
            "Montaggio su palo o a parete",
            "Adatto a cancelli scorrevoli, a battente e serrande",
            "Manutenzione minima",
          ],
        },
        {
          title: "Installazione robotizzata",
          text: "Un robot posa i pannelli sulle strutture delle pensiline: tempi di installazione ridotti del 60% e meno lavoro in quota.",
          icon: "wrench",
          features: ["Cantieri più brevi", "Più sicurezza per gli operatori", "Posa precisa e ripetibile"],
        },
      ],
    },
  ],
  cta: {
    title: "Energia solare dove serve",
    text: "Raccontaci l'impianto da alimentare: ti proponiamo il kit adatto.",
  },
});
