import { productPage } from "../../product-page";

export const page = productPage({
  path: "/prodotti/web2park",
  family: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Web2Park: il parcheggio senza biglietto con lettura targhe",
    description:
      "Web2Park riconosce la targa all'ingresso, elimina i ticket fisici e permette di pagare da smartphone, con controllo remoto 24 ore su 24.",
  },
  hero: {
    title: "Web2Park",
    lead: "Il sistema che usa la targa come titolo di sosta: niente biglietti da stampare o da perdere, pagamento da smartphone o in cassa, impianto controllato da remoto 24 ore su 24. Una soluzione coperta da brevetto europeo.",
    illustration: {
      src: "/attached_assets/illustrations/barrier-camera.svg",
      alt: "Telecamera Web2Park che legge la targa di un'auto davanti alla sbarra",
    },
  },
  action: { label: "Richiedi una demo", to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20Web2Park" },
  blocks: [
    {
      kind: "cards",
      title: "Perché scegliere Web2Park",
      columns: 4,
      cards: [
        {
          title: "Nessun ticket fisico",
          text: "Meno carta, niente stampanti da ricaricare, nessun biglietto smarrito alla cassa.",
          icon: "scan",
        },
        {
          title: "Pagamento da smartphone",
          text: "L'automobilista paga online inserendo la targa, oppure alla cassa automatica.",
          icon: "credit-card",
        },
        {
          title: "Controllo remoto 24h",
          text: "La nostra centrale assiste gli utenti e interviene sull'impianto a distanza, giorno e notte.",
          icon: "monitor",
        },
        { title: "Brevetto europeo", text: "Un metodo di gestione della sosta tutelato da brevetto europeo.", icon: "shield" },
      ],
    },
    {
      kind: "steps",
      title: "Come funziona",
      steps: [
        {
          title: "Ingresso",
          text: "La telecamera legge la targa, registra l'ingresso e la sbarra si apre: nessun pulsante da premere.",
        },
        {
          title: "Pagamento",
          text: "Dall'app o dal sito, inserendo la targa, oppure alla cassa automatica: la tariffa è calcolata al minuto.",
        },
        {
          title: "Uscita",
          text: "La targa viene riconosciuta di nuovo: se la sosta è pagata o rientra in un abbonamento, il varco si apre.",
        },
      ],
    },
  ],
  cta: {
    title: "Vuoi vedere Web2Park in funzione?",
    text: "Organizziamo una dimostrazione sul tuo caso e ti inviamo la documentazione tecnica.",
  },
});
