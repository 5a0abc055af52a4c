import { sectorPage } from "../../sector-page";

export const page = sectorPage({
  sector: "aree-stagionali",
  meta: {
    title: "Parcheggi stagionali e turistici non presidiati",
    description:
      "Parcheggi per spiagge, località turistiche ed eventi stagionali: pagamento contactless all'ingresso, uscita libera e nessun personale in cassa.",
  },
  hero: {
    title: "Parcheggi turistici che lavorano da soli",
    lead: "Spiagge, laghi, località montane: aree che servono pochi mesi all'anno e non giustificano personale in cassa. Con Pay-in-Park si paga con carta all'ingresso e si esce liberamente.",
    actions: [
      { label: "Chiama il servizio aree stagionali", call: "phoneSeasonal" },
      {
        label: "Richiedi un preventivo",
        to: "/contatti?tipo=altro&messaggio=Vorrei%20informazioni%20per%20un%20parcheggio%20stagionale",
        variant: "secondary",
      },
    ],
    illustration: {
      src: "/attached_assets/illustrations/seasonal-beach.svg",
      alt: "Parcheggio vicino alla spiaggia con terminale di pagamento contactless",
    },
  },
  blocks: [
    {
      kind: "cards",
      id: "soluzioni",
      title: "Come funziona",
      columns: 3,
      cards: [
        {
          title: "Pagamento contactless",
          text: "Carta di credito o di debito all'ingresso: nessun contante da custodire, nessuna cassa da presidiare.",
          icon: "credit-card",
          to: "/prodotti/pay2park",
          linkLabel: "Scopri Pay-in-Park",
        },
        {
          title: "Uscita libera",
          text: "La sbarra si apre automaticamente quando il veicolo è sulla spira di uscita.",
          icon: "car",
        },
        {
          title: "Contaposti e 4G",
          text: "Il tabellone semaforico indica se c'è posto; il modem 4G collega il terminale anche lontano dalla rete fissa.",
          icon: "signpost",
        },
      ],
    },
    {
      kind: "lists",
      title: "Dove lo installiamo",
      lists: [
        {
          title: "Mare e laghi",
          icon: "sun",
          items: ["Parcheggi di spiaggia", "Lungolago e porticcioli", "Campeggi e villaggi"],
        },
        {
          title: "Montagna",
          icon: "tent",
          items: ["Impianti di risalita", "Partenze dei sentieri", "Rifugi raggiungibili in auto"],
        },
        { title: "Eventi stagionali", icon: "calendar", items: ["Sagre e festival", "Mercatini", "Manifestazioni sportive"] },
      ],
    },
  ],
  cta: {
    title: "Pronto per la prossima stagione?",
    text: "Il nostro servizio dedicato alle aree stagionali ti segue dal sopralluogo all'attivazione.",
    actions: [
      { label: "Chiama il servizio aree stagionali", call: "phoneSeasonal" },
      { label: "Richiedi un preventivo", to: "/contatti?tipo=altro", variant: "secondary" },
    ],
  },
});
