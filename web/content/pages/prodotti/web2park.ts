import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/web2park",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Web2Park: il parcheggio senza biglietto con lettura targhe",
    description:
      "Web2Park riconosce la targa all'ingresso, elimina i ticket fisici e permette di pagare da smartphone, con controllo remoto 24 ore su 24.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Automazione Parcheggi",
      title: "Web2Park",
      lead:
        "Il sistema che usa la targa come titolo di sosta: niente biglietti da stampare o da perdere, pagamento da smartphone o in cassa, impianto controllato da remoto 24 ore su 24. Una soluzione coperta da brevetto europeo.",
      actions: [
        { label: "Richiedi una demo", to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20Web2Park" },
        { label: "Chiamaci ora", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      title: "Perché scegliere Web2Park",
      columns: 3,
      cards: [
        { title: "Nessun ticket fisico", text: "La telecamera legge la targa all'ingresso e all'uscita: meno carta, meno guasti alle stampanti.", icon: "scan" },
        { title: "Pagamento da smartphone", text: "L'automobilista paga online inserendo la targa, oppure alla cassa automatica.", icon: "credit-card" },
        { title: "Controllo remoto 24h", text: "Il nostro centro assiste gli utenti e interviene sull'impianto a distanza, giorno e notte.", icon: "monitor" },
      ],
    },
    {
      kind: "cta",
      title: "Vuoi vedere Web2Park in funzione?",
      text: "Organizziamo una dimostrazione sul tuo caso e ti inviamo la documentazione tecnica.",
      actions: [{ label: "Contattaci", to: "/contatti" }],
    },
  ],
};
