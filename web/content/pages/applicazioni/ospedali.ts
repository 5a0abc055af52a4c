import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/ospedali",
  meta: {
    title: "Parcheggi per ospedali: accessi rapidi per pazienti e personale",
    description: "Parcheggi ospedalieri con tariffe agevolate per pazienti, abbonamenti per il personale e varchi riservati ai mezzi di soccorso, gestiti da remoto.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Ospedali",
      title: "Parcheggi ospedalieri che non fanno aspettare",
      lead: "Chi arriva in ospedale non deve perdere tempo a cercare posto o a fare la coda alla cassa. Separiamo i flussi di pazienti, visitatori, personale e mezzi di soccorso e semplifichiamo il pagamento.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=ospedale" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "Abbonamenti per il personale", text: "Tessere RFID o lettura targa per medici, infermieri e fornitori.", icon: "key" },
        { title: "Tariffe agevolate", text: "Esenzioni e riduzioni per pazienti in terapia e donatori.", icon: "credit-card" },
        { title: "Varchi per le emergenze", text: "Corsie dedicate e apertura prioritaria per ambulanze e soccorsi.", icon: "hospital" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "ospedali", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=ospedale" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
