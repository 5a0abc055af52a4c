import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/aeroporti",
  meta: {
    title: "Parcheggi per aeroporti: sosta breve e lunga senza code",
    description: "Soluzioni per i parcheggi aeroportuali: lettura targhe, ticket QR, prenotazione online e tariffe per sosta breve e lunga, con assistenza remota h24.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Aeroporti",
      title: "Parcheggi aeroportuali senza code ai varchi",
      lead: "Sosta breve davanti ai terminal, sosta lunga per chi parte, abbonamenti per chi lavora in aeroporto: un'unica piattaforma gestisce tariffe, accessi e pagamenti, con assistenza remota 24 ore su 24.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=aeroporto" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "Ingresso con lettura targa", text: "La targa apre la sbarra e associa la sosta alla prenotazione online.", icon: "scan" },
        { title: "Ticket QR per gli occasionali", text: "ParkBasic stampa ticket QR leggibili in un istante alle casse e alle uscite.", icon: "parking" },
        { title: "Tariffe per ogni esigenza", text: "Kiss & fly, sosta breve, lunga sosta e abbonamenti per il personale.", icon: "credit-card" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "aeroporti", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=aeroporto" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
