import { productPage } from "../../product-page";

export const page = productPage({
  path: "/prodotti/veropark",
  family: "/prodotti/automazione-parcheggi",
  meta: {
    title: "VeroPark: piattaforma web per tariffe, transiti e abbonamenti",
    description:
      "VeroPark gestisce da browser tariffe, transiti, statistiche e abbonamenti, con credenziali dedicate per ogni operatore e lettura targhe opzionale.",
  },
  hero: {
    title: "VeroPark",
    lead: "La piattaforma web per governare il parcheggio da qualsiasi browser: tariffe, transiti, statistiche e abbonamenti in un unico pannello, con credenziali dedicate per ogni operatore e lettura targhe opzionale.",
    illustration: {
      src: "/attached_assets/illustrations/web-platform.svg",
      alt: "Cruscotto VeroPark con transiti del giorno, incassi e grafici",
    },
  },
  action: { label: "Richiedi una demo", to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20VeroPark" },
  blocks: [
    {
      kind: "cards",
      title: "Tutto il parcheggio in un pannello",
      columns: 4,
      cards: [
        {
          title: "Tariffe",
          text: "Fasce orarie, tariffe giornaliere, festive e convenzioni con esercenti e aziende.",
          icon: "credit-card",
        },
        {
          title: "Transiti",
          text: "Ogni ingresso e uscita con orario, varco e titolo usato, consultabile in tempo reale.",
          icon: "car",
        },
        { title: "Statistiche", text: "Occupazione, incassi e permanenza media per giorno, mese e stagione.", icon: "bar-chart" },
        {
          title: "Abbonamenti",
          text: "Emissione, rinnovo e sospensione degli abbonamenti, anche collegati alla targa.",
          icon: "calendar",
        },
      ],
    },
    {
      kind: "text",
      title: "Ogni operatore vede ciò che gli serve",
      paragraphs: [
        "Le credenziali sono personali: la cassa vede incassi e chiusure, l'amministrazione i report, il gestore tutto. Ogni operazione resta registrata.",
        "Con il modulo di lettura targhe opzionale, VeroPark riconosce gli abbonati senza tessera e associa ogni sosta alla targa.",
      ],
      bullets: [
        "Accesso da browser, senza installazioni",
        "Profili e permessi per operatore",
        "Esportazione dei dati per la contabilità",
      ],
      illustration: { src: "/attached_assets/illustrations/web-platform.svg", alt: "Statistiche di occupazione e incassi" },
    },
  ],
  cta: {
    title: "Prova VeroPark sui tuoi dati",
    text: "Ti mostriamo la piattaforma configurata con le tariffe del tuo parcheggio.",
  },
});
