import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/aree-sosta-camion",
  meta: {
    title: "Aree di sosta per camion e mezzi pesanti h24",
    description: "Aree di sosta per camion aperte h24 e non presidiate: tariffe per classe di veicolo in base all'altezza, pagamento con carta e videosorveglianza.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Aree Sosta Camion",
      title: "Aree di sosta per mezzi pesanti, aperte h24",
      lead: "Gli autotrasportatori cercano aree sicure dove rispettare i tempi di riposo. Le nostre aree di sosta funzionano senza presidio, classificano i veicoli per altezza e applicano la tariffa giusta a ciascuno.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=altro" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "Classificazione per altezza", text: "Auto e camper sotto 2,5 m, camper alti tra 2,5 e 3,5 m, camion e autoarticolati oltre 3,5 m.", icon: "truck" },
        { title: "Pagamento h24", text: "Carta di credito o di debito, anche di notte e senza personale.", icon: "credit-card" },
        { title: "Sicurezza", text: "Videosorveglianza e lettura targhe di tutti i transiti.", icon: "shield" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "aree-sosta-camion", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=altro" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
