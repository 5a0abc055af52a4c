import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/park-basic",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Park Basic: sistema modulare con ticket QR e tessere RFID",
    description:
      "Park Basic gestisce gli utenti occasionali con ticket QR o barcode e gli abbonati con tessere RFID: modulare, affidabile, ideale per gli aeroporti.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Automazione Parcheggi",
      title: "Park Basic",
      lead:
        "Il sistema modulare per parcheggi a pagamento: ticket QR o a codice a barre per gli utenti occasionali, tessere RFID per gli abbonati. Si configura sulle dimensioni del parcheggio e cresce con esso.",
      actions: [
        { label: "Richiedi una demo", to: "/contatti?tipo=aeroporto&messaggio=Vorrei%20una%20demo%20di%20Park%20Basic" },
        { label: "Chiamaci ora", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      title: "Caratteristiche principali",
      columns: 3,
      cards: [
        { title: "Ticket QR o barcode", text: "Stampati all'ingresso, letti alla cassa e all'uscita in un istante.", icon: "scan" },
        { title: "Tessere RFID", text: "Gli abbonati entrano avvicinando la tessera, senza fermarsi alla cassa.", icon: "key" },
        { title: "Ideale per gli aeroporti", text: "Gestisce grandi volumi e tariffe diverse per sosta breve e lunga.", icon: "plane" },
      ],
    },
    {
      kind: "cta",
      title: "Un sistema che cresce con il tuo parcheggio",
      text: "Parti dai moduli che ti servono oggi e aggiungi casse, varchi e lettori quando serve.",
      actions: [{ label: "Contattaci", to: "/contatti" }],
    },
  ],
};
