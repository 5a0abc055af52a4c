import { productPage } from "../../product-page";

export const page = productPage({
  path: "/prodotti/pay2park",
  family: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Pay-in-Park: sosta stagionale non presidiata con carta contactless",
    description:
      "Pay-in-Park: si paga con carta di credito o debito contactless all'ingresso, l'uscita è libera. Contaposti con semaforo e 4G opzionale.",
  },
  hero: {
    title: "Pay-in-Park",
    lead: "Il parcheggio stagionale che funziona da solo: l'automobilista paga con carta di credito o di debito contactless all'ingresso ed esce liberamente. La sbarra si apre quando la spira rileva il veicolo in uscita.",
    illustration: {
      src: "/attached_assets/illustrations/contactless-terminal.svg",
      alt: "Terminale contactless, sbarra e contaposti semaforico in un parcheggio al mare",
    },
  },
  action: { label: "Richiedi una demo", to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20Pay-in-Park" },
  blocks: [
    {
      kind: "steps",
      title: "Come funziona",
      steps: [
        {
          title: "Pagamento all'ingresso",
          text: "Il terminale accetta solo carte di credito o di debito contactless: nessun contante da custodire.",
        },
        {
          title: "Sosta",
          text: "Il contaposti aggiorna il tabellone semaforico: verde se c'è posto, rosso quando l'area è piena.",
        },
        {
          title: "Uscita libera",
          text: "La spira rileva il veicolo e la sbarra si apre: nessuna attesa e nessuna cassa all'uscita.",
        },
      ],
    },
    {
      kind: "cards",
      title: "Pensato per le aree stagionali",
      columns: 3,
      cards: [
        { title: "Nessun presidio", text: "Niente personale in cassa: l'impianto si controlla da remoto.", icon: "shield" },
        {
          title: "4G opzionale",
          text: "Un modem 4G collega il terminale di pagamento dove non arriva la rete fissa.",
          icon: "signpost",
        },
        {
          title: "Attivo quando serve",
          text: "Si accende a inizio stagione e si spegne a fine stagione, senza smontarlo.",
          icon: "calendar",
        },
      ],
    },
  ],
  cta: {
    title: "Pronto per la prossima stagione?",
    text: "Installiamo Pay-in-Park in pochi giorni e lo attiviamo quando serve.",
  },
});
