import type { ContentPage } from "../../types";
import { callUs } from "../../actions";
import { figures } from "../../figures";

export const page: ContentPage = {
  path: "/prodotti/automazione-parcheggi",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Automazione Parcheggi: Web2Park, VeroPark, ParkBasic, PayInPark",
    description:
      "Parcheggi senza biglietto con lettura targhe, piattaforma web per tariffe e abbonamenti, sistemi modulari e sosta stagionale non presidiata.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Automazione Parcheggi",
      title: "Sistemi di automazione per parcheggi di ogni dimensione",
      lead: "Dal parcheggio aziendale con poche decine di posti al multipiano aeroportuale: quattro sistemi, una sola filosofia. Ingressi rapidi, pagamenti senza attese e un impianto che controlliamo da remoto giorno e notte.",
      actions: [
        {
          label: "Richiedi una consulenza",
          to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20consulenza%20sull%27automazione%20del%20mio%20parcheggio",
        },
        { label: "Confronta i sistemi", scrollTo: "sistemi", variant: "secondary" },
      ],
      illustration: {
        src: "/attached_assets/illustrations/barrier-camera.svg",
        alt: "Varco automatico con sbarra e telecamera per la lettura delle targhe",
      },
    },
    {
      kind: "stats",
      items: figures(
        ["20+", "anni di esperienza"],
        ["200+", "installazioni in Italia"],
        ["24/7", "gestione remota dell'impianto"],
        ["4", "sistemi per ogni esigenza"],
      ),
    },
    {
      kind: "systems",
      id: "sistemi",
      eyebrow: "I sistemi",
      title: "Quattro sistemi, un'unica regia",
      intro:
        "Ogni sistema si adatta a flussi, tariffe e utenti diversi; tutti si gestiscono da remoto e si integrano con il controllo accessi.",
      systems: [
        {
          id: "web2park",
          name: "Web2Park",
          subtitle: "Il parcheggio senza biglietto",
          description:
            "La targa diventa il titolo di sosta: la telecamera la legge all'ingresso, il cliente paga da smartphone o alla cassa ed esce senza fermarsi a cercare un ticket.",
          icon: "scan",
          gradient: "blue",
          features: [
            "Riconoscimento targhe, nessun biglietto fisico",
            "Soluzione coperta da brevetto europeo",
            "Controllo remoto dell'impianto 24 ore su 24",
            "Pagamento da smartphone inserendo la targa",
          ],
          image: { src: "/attached_assets/illustrations/barrier-camera.svg", alt: "Telecamera che legge la targa all'ingresso" },
          to: "/prodotti/web2park",
        },
        {
          id: "veropark",
          name: "VeroPark",
          subtitle: "La piattaforma web di gestione",
          description:
            "Tariffe, transiti, statistiche e abbonamenti in un unico pannello raggiungibile da qualsiasi browser, con credenziali dedicate per ogni operatore.",
          icon: "monitor",
          gradient: "indigo",
          features: [
            "Tariffe orarie, giornaliere e convenzioni",
            "Transiti e statistiche in tempo reale",
            "Abbonamenti gestiti online",
            "Lettura targhe opzionale",
          ],
          image: { src: "/attached_assets/illustrations/web-platform.svg", alt: "Pannello web con transiti, incassi e grafici" },
          to: "/prodotti/veropark",
        },
        {
          id: "parkbasic",
          name: "ParkBasic",
          subtitle: "Il sistema modulare",
          description:
            "Ticket con QR o codice a barre per gli utenti occasionali e tessere RFID per gli abbonati: si parte dai moduli necessari e si cresce nel tempo.",
          icon: "parking",
          gradient: "sky",
          features: [
            "Ticket QR o barcode per gli occasionali",
            "Tessere RFID per gli abbonati",
            "Architettura modulare ed espandibile",
            "Ideale per gli aeroporti",
          ],
          image: { src: "/attached_assets/illustrations/pay-station.svg", alt: "Cassa automatica con lettore di ticket e carte" },
          to: "/prodotti/park-basic",
        },
        {
          id: "payinpark",
          name: "PayInPark",
          subtitle: "La sosta stagionale non presidiata",
          description:
            "Si paga solo all'ingresso con carta di credito o di debito contactless e si esce liberamente: la sbarra si apre quando la spira rileva il veicolo.",
          icon: "credit-card",
          gradient: "amber",
          features: [
            "Pagamento contactless all'ingresso",
            "Uscita libera, sbarra comandata dalla spira",
            "Contaposti con tabellone semaforico",
            "Modem 4G opzionale per il terminale",
          ],
          image: {
            src: "/attached_assets/illustrations/contactless-terminal.svg",
            alt: "Terminale contactless e contaposti semaforico in un parcheggio al mare",
          },
          to: "/prodotti/pay2park",
        },
      ],
    },
    {
      kind: "cards",
      id: "controllo-accessi",
      eyebrow: "Access Control",
      title: "Controllo accessi senza fermare i veicoli",
      intro:
        "Tre tecnologie di riconoscimento, da sole o combinate, per aree aziendali, residenziali e riservate. Tutte dialogano con i sistemi di parcheggio.",
      columns: 3,
      cards: [
        {
          title: "Lettura targhe OCR",
          text: "Telecamere dedicate leggono la targa anche di notte e la confrontano con le liste di autorizzati.",
          icon: "scan",
        },
        {
          title: "Prossimità RFID",
          text: "Tessere e portachiavi per dipendenti, residenti e fornitori, abilitati per fasce orarie.",
          icon: "key",
        },
        {
          title: "Tag UHF a lunga distanza",
          text: "L'antenna rileva il tag sul parabrezza fino a 5 metri: il varco si apre mentre il veicolo si avvicina.",
          icon: "zap",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Scopri il controllo accessi",
        },
      ],
    },
    {
      kind: "text",
      id: "tecnologia",
      eyebrow: "Tecnologia",
      title: "Hardware affidabile, software che lavora per te",
      paragraphs: [
        "Colonnine, sbarre, casse e telecamere sono scelte per lavorare all'aperto tutto l'anno; il software è nostro e lo aggiorniamo a distanza senza fermare l'impianto.",
        "Ogni parcheggio è collegato al nostro centro di assistenza: vediamo allarmi e anomalie in tempo reale e, quando serve, apriamo il varco o parliamo con l'utente tramite il citofono della colonnina.",
      ],
      bullets: [
        "Telecontrollo e aggiornamenti da remoto",
        "Citofonia VoIP verso la centrale operativa",
        "Integrazione con gestionali, app di pagamento e sistemi di videosorveglianza",
        "Dati di occupazione e incasso esportabili",
      ],
      illustration: {
        src: "/attached_assets/illustrations/web-platform.svg",
        alt: "Cruscotto di gestione remota del parcheggio",
      },
    },
    {
      kind: "cta",
      title: "Progettiamo insieme il tuo parcheggio",
      text: "Un nostro tecnico analizza flussi, accessi e tariffe e ti propone la configurazione più adatta, con un preventivo dettagliato.",
      actions: [{ label: "Richiedi una consulenza", to: "/contatti" }, callUs],
    },
  ],
};
