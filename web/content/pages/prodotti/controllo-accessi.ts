import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/controllo-accessi",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Controllo accessi: lettura targhe OCR, RFID e tag UHF a 5 metri",
    description:
      "Controllo accessi veicolare con lettura targhe OCR, tessere di prossimità RFID e tag UHF a lunga distanza rilevati dall'antenna fino a 5 metri.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Automazione Parcheggi",
      title: "Controllo accessi veicolare",
      lead:
        "Riconosciamo chi entra senza farlo fermare: lettura targhe OCR, tessere di prossimità RFID e tag UHF a lunga distanza, letti dall'antenna fino a 5 metri. Tecnologie combinabili per aziende, residenze e aree riservate.",
      actions: [
        { label: "Richiedi un sopralluogo", to: "/contatti?tipo=altro&messaggio=Vorrei%20un%20sopralluogo%20per%20il%20controllo%20accessi" },
        { label: "Chiamaci ora", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      title: "Le tecnologie",
      columns: 3,
      cards: [
        { title: "OCR", text: "La telecamera legge la targa e la confronta con le liste di autorizzati.", icon: "scan" },
        { title: "RFID di prossimità", text: "Tessere e portachiavi per dipendenti, fornitori e residenti.", icon: "key" },
        { title: "UHF a lunga distanza", text: "Tag sul parabrezza rilevato fino a 5 metri, senza abbassare il finestrino.", icon: "zap" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "controllo-accessi", title: "Sistemi installati" },
    {
      kind: "cta",
      title: "Quali accessi devi controllare?",
      text: "Ti consigliamo la tecnologia giusta per numero di utenti, flussi e livello di sicurezza.",
      actions: [{ label: "Contattaci", to: "/contatti" }],
    },
  ],
};
