import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/pay2park",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Pay-in-Park: sosta stagionale non presidiata con carta contactless",
    description:
      "Pay-in-Park: si paga con carta di credito o debito contactless all'ingresso, l'uscita è libera. Contaposti con semaforo e 4G opzionale.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Automazione Parcheggi",
      title: "Pay-in-Park",
      lead:
        "Il parcheggio stagionale che funziona da solo: l'automobilista paga con carta di credito o di debito contactless all'ingresso ed esce liberamente. La sbarra si apre quando la spira rileva il veicolo in uscita.",
      actions: [
        { label: "Richiedi una demo", to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20Pay-in-Park" },
        { label: "Chiamaci ora", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      title: "Come funziona",
      columns: 3,
      cards: [
        { title: "Pagamento all'ingresso", text: "Solo carte contactless: nessun contante da custodire, nessuna cassa da presidiare.", icon: "credit-card" },
        { title: "Uscita libera", text: "La spira rileva il veicolo e la sbarra si apre: nessuna attesa all'uscita.", icon: "car" },
        { title: "Contaposti e 4G", text: "Tabellone semaforico dei posti disponibili e modem 4G opzionale per il terminale.", icon: "signpost" },
      ],
    },
    {
      kind: "cta",
      title: "Pronto per la prossima stagione?",
      text: "Installiamo Pay-in-Park in pochi giorni e lo attiviamo quando serve.",
      actions: [{ label: "Contattaci", to: "/contatti" }],
    },
  ],
};
