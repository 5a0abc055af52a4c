import { callUs } from "../../actions";
import { sectorPage } from "../../sector-page";

export const page = sectorPage({
  sector: "ospedali",
  meta: {
    title: "Parcheggi per ospedali: accessi rapidi per pazienti e personale",
    description:
      "Parcheggi ospedalieri con tariffe agevolate per pazienti, abbonamenti per il personale e varchi riservati ai mezzi di soccorso, gestiti da remoto.",
  },
  hero: {
    title: "Parcheggi ospedalieri che non fanno aspettare",
    lead: "Chi arriva in ospedale non deve perdere tempo a cercare posto o a fare la coda alla cassa. Separiamo i flussi di pazienti, visitatori, personale e mezzi di soccorso e semplifichiamo il pagamento.",
    actions: [{ label: "Vedi le soluzioni", scrollTo: "soluzioni-section" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/hospital.svg",
      alt: "Ospedale con pronto soccorso, ambulanza e parcheggio",
    },
  },
  blocks: [
    {
      kind: "text",
      title: "Un parcheggio al servizio della cura",
      paragraphs: [
        "Pazienti in terapia che tornano ogni settimana, visitatori che non conoscono la struttura, turni del personale giorno e notte, ambulanze che devono passare subito: nel parcheggio di un ospedale convivono esigenze molto diverse.",
        "Le nostre soluzioni danno a ciascuno il suo percorso e a chi gestisce la struttura dati chiari su occupazione e incassi.",
      ],
    },
    {
      kind: "cards",
      id: "soluzioni-section",
      title: "Le soluzioni per l'ospedale",
      columns: 3,
      cards: [
        {
          title: "Abbonamenti per il personale",
          text: "Tessere RFID o lettura targa per medici, infermieri e fornitori, abilitati per turno.",
          icon: "key",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Scopri il controllo accessi",
        },
        {
          title: "Tariffe agevolate",
          text: "Esenzioni e riduzioni per pazienti in terapia, donatori e accompagnatori, convalidate dai reparti.",
          icon: "credit-card",
          to: "/prodotti/veropark",
          linkLabel: "Scopri VeroPark",
        },
        {
          title: "Varchi per le emergenze",
          text: "Corsie dedicate e apertura prioritaria per ambulanze e mezzi di soccorso.",
          icon: "hospital",
        },
        {
          title: "Pagamento senza code",
          text: "Pagamento da smartphone con la targa o alle casse automatiche distribuite negli ingressi.",
          icon: "scan",
          to: "/prodotti/web2park",
          linkLabel: "Scopri Web2Park",
        },
        {
          title: "Posti liberi segnalati",
          text: "Pannelli all'ingresso indicano le aree con disponibilità, anche per i posti riservati ai disabili.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Scopri l'infomobilità",
        },
        {
          title: "Assistenza continua",
          text: "La nostra centrale risponde ai citofoni dei varchi 24 ore su 24.",
          icon: "monitor",
        },
      ],
    },
  ],
  cta: {
    title: "Migliora l'accoglienza della tua struttura",
    text: "Raccontaci come è organizzato il parcheggio: ti proponiamo percorsi, tariffe e tecnologie adatte.",
    actions: [{ label: "Richiedi Preventivo - Compila il Form", to: "/contatti?tipo=ospedale" }, callUs],
  },
});
