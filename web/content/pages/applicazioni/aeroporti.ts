import { callUs } from "../../actions";
import { sectorPage } from "../../sector-page";

export const page = sectorPage({
  sector: "aeroporti",
  meta: {
    title: "Parcheggi per aeroporti: sosta breve e lunga senza code",
    description:
      "Soluzioni per i parcheggi aeroportuali: lettura targhe, ticket QR, prenotazione online e tariffe per sosta breve e lunga, con assistenza remota h24.",
  },
  hero: {
    title: "Parcheggi aeroportuali senza code ai varchi",
    lead: "Sosta breve davanti ai terminal, sosta lunga per chi parte, abbonamenti per chi lavora in aeroporto: un'unica piattaforma gestisce tariffe, accessi e pagamenti, con assistenza remota 24 ore su 24.",
    actions: [
      { label: "Scopri le soluzioni", scrollTo: "soluzioni" },
      { label: "Richiedi un preventivo", to: "/contatti?tipo=aeroporto", variant: "secondary" },
    ],
    illustration: {
      src: "/attached_assets/illustrations/airport-terminal.svg",
      alt: "Terminal aeroportuale con un aereo in decollo",
    },
  },
  blocks: [
    {
      kind: "text",
      title: "Migliaia di passeggeri, ogni giorno, con esigenze diverse",
      paragraphs: [
        "In aeroporto il parcheggio è il primo e l'ultimo contatto con il passeggero. Chi accompagna un familiare vuole fermarsi pochi minuti, chi parte per una settimana vuole prenotare e trovare il posto garantito, chi lavora in aeroporto vuole entrare senza pensarci.",
        "Separiamo questi flussi con tariffe e aree dedicate e li gestiamo da un'unica piattaforma, collegata al nostro centro di assistenza.",
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni per l'aeroporto",
      columns: 3,
      cards: [
        {
          title: "Ingresso con lettura targa",
          text: "La targa apre la sbarra e collega la sosta alla prenotazione online: niente ticket da conservare per giorni.",
          icon: "scan",
          to: "/prodotti/web2park",
          linkLabel: "Scopri Web2Park",
        },
        {
          title: "Ticket QR per gli occasionali",
          text: "Park Basic stampa ticket con QR letti in un istante alle casse e ai varchi, anche nei picchi di traffico.",
          icon: "parking",
          to: "/prodotti/park-basic",
          linkLabel: "Scopri Park Basic",
        },
        {
          title: "Tariffe per ogni esigenza",
          text: "Kiss & fly, sosta breve, lunga sosta e abbonamenti per il personale, configurati da VeroPark.",
          icon: "credit-card",
          to: "/prodotti/veropark",
          linkLabel: "Scopri VeroPark",
        },
        {
          title: "Guida al posto libero",
          text: "Sensori e pannelli indicano i posti liberi per area e piano già dalla viabilità di accesso.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Scopri l'infomobilità",
        },
        {
          title: "Accessi riservati",
          text: "Tag UHF e lettura targhe per mezzi di servizio, navette e personale di scalo.",
          icon: "key",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Scopri il controllo accessi",
        },
        {
          title: "Assistenza 24 ore su 24",
          text: "Citofonia verso la nostra centrale: ogni problema al varco si risolve da remoto, anche di notte.",
          icon: "monitor",
        },
      ],
    },
    {
      kind: "figures",
      id: "immagini",
      title: "Dal terminal al parcheggio",
      onError: "grey",
      figures: [
        {
          image: {
            src: "/attached_assets/illustrations/airport-terminal.svg",
            alt: "Terminal partenze e arrivi con il parcheggio antistante",
          },
          caption: "Sosta breve e kiss & fly davanti al terminal.",
        },
        {
          image: {
            src: "/attached_assets/illustrations/airport-parking.svg",
            alt: "Parcheggio multipiano aeroportuale con pannello dei posti liberi",
          },
          caption: "Lunga sosta e abbonati nel parcheggio multipiano.",
        },
      ],
    },
  ],
  cta: {
    title: "Parliamo del tuo aeroporto",
    text: "Analizziamo flussi, tariffe e aree di sosta e ti proponiamo una soluzione con preventivo dettagliato.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=aeroporto" }, callUs],
  },
});
