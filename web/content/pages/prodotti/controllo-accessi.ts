import { productPage } from "../../product-page";

export const page = productPage({
  path: "/prodotti/controllo-accessi",
  family: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Controllo accessi: lettura targhe OCR, RFID e tag UHF a 5 metri",
    description:
      "Controllo accessi veicolare con lettura targhe OCR, tessere di prossimità RFID e tag UHF a lunga distanza rilevati dall'antenna fino a 5 metri.",
  },
  hero: {
    title: "Controllo accessi veicolare",
    lead: "Riconosciamo chi entra senza farlo fermare: lettura targhe OCR, tessere di prossimità RFID e tag UHF a lunga distanza, letti dall'antenna fino a 5 metri. Tecnologie combinabili per aziende, residenze e aree riservate.",
    illustration: {
      src: "/attached_assets/illustrations/access-control.svg",
      alt: "Antenna UHF che rileva il tag sul parabrezza di un'auto e lettore RFID",
    },
  },
  action: {
    label: "Richiedi un sopralluogo",
    to: "/contatti?tipo=altro&messaggio=Vorrei%20un%20sopralluogo%20per%20il%20controllo%20accessi",
  },
  blocks: [
    {
      kind: "cards",
      title: "Le tecnologie",
      columns: 3,
      cards: [
        {
          title: "OCR",
          text: "La telecamera legge la targa, anche di notte, e la confronta con le liste di autorizzati e le fasce orarie.",
          icon: "scan",
          features: ["Nessun dispositivo da distribuire", "Storico dei transiti con foto", "Liste nere e liste bianche"],
        },
        {
          title: "RFID di prossimità",
          text: "Tessere e portachiavi da avvicinare al lettore per dipendenti, fornitori e residenti.",
          icon: "key",
          features: ["Abilitazioni per fascia oraria", "Disattivazione immediata", "Integrazione con la rilevazione presenze"],
        },
        {
          title: "UHF a lunga distanza",
          text: "Un tag sul parabrezza viene rilevato dall'antenna fino a 5 metri: il varco si apre mentre il veicolo arriva.",
          icon: "zap",
          features: ["Lettura fino a 5 metri", "Nessun finestrino da abbassare", "Ideale per flussi intensi"],
        },
      ],
    },
    { kind: "gallery", id: "galleria", section: "controllo-accessi", title: "Sistemi installati" },
  ],
  cta: {
    title: "Quali accessi devi controllare?",
    text: "Ti consigliamo la tecnologia giusta per numero di utenti, flussi e livello di sicurezza.",
  },
});
