import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/veropark",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "VeroPark: piattaforma web per tariffe, transiti e abbonamenti",
    description:
      "VeroPark gestisce da browser tariffe, transiti, statistiche e abbonamenti, con credenziali dedicate per ogni operatore e lettura targhe opzionale.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Automazione Parcheggi",
      title: "VeroPark",
      lead:
        "La piattaforma web per governare il parcheggio da qualsiasi browser: tariffe, transiti, statistiche e abbonamenti in un unico pannello, con credenziali dedicate per ogni operatore e lettura targhe opzionale.",
      actions: [
        { label: "Richiedi una demo", to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20VeroPark" },
        { label: "Chiamaci ora", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      title: "Tutto il parcheggio in un pannello",
      columns: 3,
      cards: [
        { title: "Tariffe e abbonamenti", text: "Fasce orarie, tariffe giornaliere, abbonamenti mensili e convenzioni.", icon: "credit-card" },
        { title: "Transiti e statistiche", text: "Ingressi, uscite, incassi e occupazione in tempo reale e nello storico.", icon: "bar-chart" },
        { title: "Credenziali per operatore", text: "Ogni operatore accede con il proprio profilo e vede solo ciò che gli compete.", icon: "shield" },
      ],
    },
    {
      kind: "cta",
      title: "Prova VeroPark sui tuoi dati",
      text: "Ti mostriamo la piattaforma configurata con le tariffe del tuo parcheggio.",
      actions: [{ label: "Contattaci", to: "/contatti" }],
    },
  ],
};
