import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/automazione-parcheggi",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Automazione Parcheggi: Web2Park, VeroPark, ParkBasic, PayInPark",
    description:
      "Parcheggi senza biglietto con lettura targhe, piattaforma web per tariffe e abbonamenti, sistemi modulari e sosta stagionale non presidiata.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Automazione Parcheggi",
      title: "Sistemi di automazione per parcheggi di ogni dimensione",
      lead:
        "Oltre 20 anni di esperienza, più di 200 installazioni e gestione remota 24/7: scegli il sistema adatto al tuo parcheggio, dalla lettura targhe senza biglietto alla sosta stagionale con pagamento contactless.",
      actions: [{ label: "Richiedi una consulenza", to: "/contatti" }],
    },
    {
      kind: "cards",
      id: "sistemi",
      title: "I nostri sistemi",
      columns: 2,
      cards: [
        {
          title: "Web2Park",
          text: "Il parcheggio senza biglietto: la targa è il titolo di sosta, il pagamento avviene anche da smartphone.",
          icon: "scan",
          features: ["Riconoscimento targhe senza ticket fisici", "Soluzione coperta da brevetto europeo", "Controllo remoto 24 ore su 24"],
          to: "/prodotti/web2park",
        },
        {
          title: "VeroPark",
          text: "La piattaforma web per gestire tariffe, transiti, statistiche e abbonamenti da qualsiasi browser.",
          icon: "monitor",
          features: ["Tariffe e abbonamenti configurabili", "Statistiche e report dei transiti", "Lettura targhe opzionale"],
          to: "/prodotti/veropark",
        },
        {
          title: "ParkBasic",
          text: "Il sistema modulare con ticket QR o a codice a barre per gli occasionali e tessere RFID per gli abbonati.",
          icon: "parking",
          features: ["Ticket QR o barcode", "Tessere RFID per abbonati", "Ideale per gli aeroporti"],
          to: "/prodotti/park-basic",
        },
        {
          title: "PayInPark",
          text: "La sosta stagionale non presidiata: si paga con carta contactless all'ingresso e si esce liberamente.",
          icon: "credit-card",
          features: ["Pagamento solo all'ingresso", "Uscita libera con spira di rilevamento", "Contaposti con semaforo"],
          to: "/prodotti/pay2park",
        },
      ],
    },
    {
      kind: "cards",
      id: "controllo-accessi",
      title: "Controllo accessi",
      intro: "Tre tecnologie, combinabili tra loro, per riconoscere chi entra senza fermarlo.",
      columns: 3,
      cards: [
        { title: "Lettura targhe OCR", text: "Telecamere dedicate riconoscono la targa e aprono il varco agli autorizzati.", icon: "scan" },
        { title: "Prossimità RFID", text: "Tessere e portachiavi di prossimità per dipendenti, residenti e abbonati.", icon: "key" },
        {
          title: "Tag UHF a lunga distanza",
          text: "L'antenna rileva il tag sul parabrezza fino a 5 metri: il veicolo non deve fermarsi.",
          icon: "zap",
          to: "/prodotti/controllo-accessi",
        },
      ],
    },
    {
      kind: "cta",
      title: "Progettiamo insieme il tuo parcheggio",
      text: "Un nostro tecnico valuta flussi, accessi e tariffe e ti propone la configurazione più adatta.",
      actions: [
        { label: "Richiedi una consulenza", to: "/contatti" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
