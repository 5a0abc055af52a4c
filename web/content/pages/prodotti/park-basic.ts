import { productPage } from "../../product-page";

export const page = productPage({
  path: "/prodotti/park-basic",
  family: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Park Basic: sistema modulare con ticket QR e tessere RFID",
    description:
      "Park Basic gestisce gli utenti occasionali con ticket QR o barcode e gli abbonati con tessere RFID: modulare, affidabile, ideale per gli aeroporti.",
  },
  hero: {
    title: "Park Basic",
    lead: "Il sistema modulare per parcheggi a pagamento: ticket con QR o codice a barre per gli utenti occasionali, tessere RFID per gli abbonati. Si configura sulle dimensioni del parcheggio e cresce con esso.",
    illustration: {
      src: "/attached_assets/illustrations/pay-station.svg",
      alt: "Cassa automatica Park Basic con ticket a codice a barre",
    },
  },
  action: { label: "Richiedi una demo", to: "/contatti?tipo=aeroporto&messaggio=Vorrei%20una%20demo%20di%20Park%20Basic" },
  blocks: [
    {
      kind: "cards",
      title: "Caratteristiche principali",
      columns: 4,
      cards: [
        {
          title: "Ticket QR o barcode",
          text: "Stampati all'ingresso, letti in un istante alla cassa e all'uscita.",
          icon: "scan",
        },
        {
          title: "Tessere RFID",
          text: "Gli abbonati entrano ed escono avvicinando la tessera, senza passare dalla cassa.",
          icon: "key",
        },
        {
          title: "Moduli espandibili",
          text: "Colonnine, casse e lettori si aggiungono quando il parcheggio cresce.",
          icon: "wrench",
        },
        {
          title: "Pensato per gli aeroporti",
          text: "Grandi volumi, tariffe di sosta breve e lunga, code ridotte nelle ore di punta.",
          icon: "plane",
        },
      ],
    },
    {
      kind: "steps",
      title: "Come funziona",
      steps: [
        { title: "Ingresso", text: "L'occasionale ritira il ticket con QR; l'abbonato avvicina la tessera RFID." },
        { title: "Pagamento", text: "Alla cassa automatica con contanti o carta: il ticket viene convalidato per l'uscita." },
        { title: "Uscita", text: "Il lettore riconosce ticket o tessera e apre la sbarra entro il tempo di tolleranza." },
      ],
    },
  ],
  cta: {
    title: "Un sistema che cresce con il tuo parcheggio",
    text: "Parti dai moduli che ti servono oggi e aggiungi casse, varchi e lettori quando serve.",
  },
});
