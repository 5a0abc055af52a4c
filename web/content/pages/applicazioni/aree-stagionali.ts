import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/aree-stagionali",
  meta: {
    title: "Parcheggi stagionali e turistici non presidiati",
    description: "Parcheggi per spiagge, località turistiche ed eventi stagionali: pagamento contactless all'ingresso, uscita libera e nessun personale in cassa.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Aree Stagionali",
      title: "Parcheggi turistici che lavorano da soli",
      lead: "Spiagge, laghi, località montane: aree che servono pochi mesi all'anno e non giustificano personale in cassa. Con Pay-in-Park si paga con carta all'ingresso e si esce liberamente.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=altro" },
        { label: "Chiamaci", call: "phoneSeasonal", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "Pagamento contactless", text: "Carta di credito o di debito all'ingresso, nessun contante.", icon: "credit-card" },
        { title: "Uscita libera", text: "La sbarra si apre automaticamente quando il veicolo è sulla spira.", icon: "car" },
        { title: "Attivo solo quando serve", text: "Si accende a inizio stagione e si controlla da remoto, anche via 4G.", icon: "calendar" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "aree-stagionali", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=altro" },
        { label: "Chiamaci", call: "phoneSeasonal", variant: "secondary" },
      ],
    },
  ],
};
