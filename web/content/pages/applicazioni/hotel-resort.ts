import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/hotel-resort",
  meta: {
    title: "Parcheggi per hotel e resort: ospiti riconosciuti dalla targa",
    description: "Parcheggi per hotel e resort: ospiti registrati, clienti VIP, ristorante ed eventi riconosciuti dalla targa. 95% di soddisfazione, check-in -80%.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Hotel & Resort",
      title: "Accoglienza che inizia dal parcheggio",
      lead: "La targa dell'ospite viene associata alla prenotazione: all'arrivo la sbarra si apre da sola. Ospiti registrati, clienti VIP, visitatori del ristorante, eventi e conferenze hanno ciascuno le proprie regole.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=hotel" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "95% di ospiti soddisfatti", text: "Nessun badge da consegnare, nessuna attesa all'arrivo.", icon: "hotel" },
        { title: "-80% tempo di check-in", text: "Il parcheggio è già registrato quando l'ospite arriva in reception.", icon: "clock" },
        { title: "+30% recensioni positive", text: "Un arrivo senza intoppi si nota nelle recensioni.", icon: "bar-chart" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "hotel-resort", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=hotel" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
