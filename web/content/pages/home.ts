import { sectorCard } from "../sector-page";
import type { ContentPage } from "../types";
import { figures } from "../figures";

export const page: ContentPage = {
  path: "/",
  meta: {
    title: "Automazione parcheggi, infomobilità e pensiline fotovoltaiche",
    description:
      "Sistemi per parcheggi senza biglietto, lettura targhe, guida al posto libero, controllo accessi e pensiline fotovoltaiche con ricarica EV. Progettati a Padova.",
  },
  blocks: [
    {
      kind: "hero",
      id: "hero",
      eyebrow: "Oltre 20 anni di esperienza · 200+ impianti installati",
      title: "Parcheggi automatici, intelligenti e sostenibili",
      lead: "Progettiamo, installiamo e gestiamo da remoto sistemi di automazione per parcheggi, infomobilità, controllo accessi e pensiline fotovoltaiche: dal varco con lettura targhe al pannello che guida l'automobilista al posto libero.",
      actions: [
        { label: "Richiedi una consulenza", to: "/contatti" },
        { label: "Scopri le soluzioni", to: "/#prodotti-soluzioni", variant: "secondary" },
      ],
      illustration: {
        src: "/attached_assets/illustrations/hero-parking.svg",
        alt: "Parcheggio automatizzato con sbarra, pannello dei posti liberi e pensilina fotovoltaica con colonnina di ricarica",
      },
    },
    {
      kind: "stats",
      title: "I nostri numeri",
      items: figures(
        ["20+", "anni di esperienza"],
        ["200+", "installazioni realizzate"],
        ["24/7", "gestione e assistenza remota"],
        ["8", "settori serviti"],
      ),
    },
    {
      kind: "text",
      id: "mission",
      eyebrow: "La nostra missione",
      title: "Meno code, meno costi, più valore da ogni posto auto",
      paragraphs: [
        "Aiutiamo aeroporti, ospedali, centri commerciali, Comuni e strutture ricettive a trasformare il parcheggio in un servizio efficiente: ingressi senza biglietto, pagamenti digitali, dati in tempo reale e assistenza remota 24 ore su 24.",
        "Ogni impianto nasce da un sopralluogo e da un progetto su misura, e viene seguito nel tempo dal nostro centro di assistenza di Padova.",
      ],
      bullets: [
        "Progettazione, installazione e manutenzione con un unico referente",
        "Tecnologie proprietarie: lettura targhe, piattaforma web, sensori e pannelli",
        "Energia pulita dalle pensiline fotovoltaiche, con ricarica per auto elettriche",
      ],
      illustration: {
        src: "/attached_assets/illustrations/barrier-camera.svg",
        alt: "Varco con sbarra e telecamera che legge la targa di un'auto in ingresso",
      },
    },
    {
      kind: "cards",
      id: "prodotti-soluzioni",
      eyebrow: "Prodotti e Soluzioni",
      title: "Tre famiglie di soluzioni, un unico interlocutore",
      columns: 3,
      cards: [
        {
          title: "Automazione Parcheggi",
          text: "Web2Park, VeroPark, ParkBasic e PayInPark: dalla lettura targhe senza biglietto alla sosta stagionale non presidiata.",
          icon: "parking",
          to: "/prodotti/automazione-parcheggi",
        },
        {
          title: "Infomobilità",
          text: "Info2Park e Go2Park rilevano i posti liberi e guidano gli automobilisti con pannelli a messaggio variabile.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
        },
        {
          title: "Pensiline Fotovoltaiche",
          text: "Sistema Over: coperture che producono energia solare e ricaricano i veicoli elettrici parcheggiati.",
          icon: "sun",
          to: "/prodotti/pensiline-fotovoltaiche",
        },
      ],
    },
    {
      kind: "cards",
      id: "applications",
      eyebrow: "Applicazioni",
      title: "Soluzioni pensate per ogni settore",
      intro: "Ogni contesto ha flussi, tariffe e utenti diversi: ecco come rispondiamo alle esigenze di ciascuno.",
      columns: 4,
      cards: [
        sectorCard("aeroporti", {
          text: "Sosta breve e lunga, parcheggi multipiano e navette gestiti con un'unica piattaforma.",
          icon: "plane",
          features: ["Ingresso con lettura targa", "Prenotazione e pagamento online", "Tariffe per sosta breve e lunga"],
        }),
        sectorCard("ospedali", {
          text: "Accessi rapidi per pazienti e visitatori, corsie dedicate al personale e ai mezzi di soccorso.",
          icon: "hospital",
          features: ["Abbonamenti per il personale", "Tariffe agevolate per pazienti", "Varchi riservati alle emergenze"],
        }),
        sectorCard("centri-commerciali", {
          text: "Sosta gratuita o a tempo con validazione alle casse e dati sui flussi di visita.",
          icon: "shopping",
          features: ["Validazione dello scontrino", "Conteggio dei posti liberi", "Statistiche su affluenza e permanenza"],
        }),
        sectorCard("municipalizzate", {
          text: "Parcheggi pubblici e sosta urbana gestiti da remoto, con incassi e report sempre sotto controllo.",
          icon: "building",
          features: ["Telecontrollo di più parcheggi", "Pagamento da smartphone", "Rendicontazione per l'ente"],
        }),
        sectorCard("hotel-resort", {
          text: "Ospiti registrati riconosciuti dalla targa, clienti VIP e visitatori del ristorante senza attese.",
          icon: "hotel",
          features: ["Targhe collegate alla prenotazione", "Accessi per eventi e congressi", "Nessun badge da consegnare"],
        }),
        sectorCard("fiere-eventi", {
          text: "Picchi di afflusso gestiti con prevendita dei posti, varchi veloci e indirizzamento ai parcheggi.",
          icon: "calendar",
          features: ["Prevendita online della sosta", "Varchi ad alta capacità", "Pannelli di indirizzamento"],
        }),
        sectorCard("aree-sosta-camion", {
          text: "Aree per mezzi pesanti aperte h24, con tariffe per classe di veicolo e pagamento automatico.",
          icon: "truck",
          features: ["Classificazione per altezza", "Pagamento con carta h24", "Videosorveglianza integrata"],
        }),
        sectorCard("aree-stagionali", {
          text: "Parcheggi turistici e spiagge non presidiati, attivi solo nella stagione che serve.",
          icon: "tent",
          features: ["Pagamento contactless all'ingresso", "Uscita libera e automatica", "Collegamento 4G opzionale"],
        }),
      ],
    },
    {
      kind: "contact-info",
      id: "richiedi-informazioni",
      title: "Richiedi informazioni",
      text: "Raccontaci il tuo parcheggio: ti rispondiamo entro 24 ore con una prima proposta e, se serve, fissiamo un sopralluogo.",
    },
  ],
};
