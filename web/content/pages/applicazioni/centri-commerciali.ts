import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/centri-commerciali",
  meta: {
    title: "Parcheggi per centri commerciali: sosta che fidelizza",
    description: "Parcheggi per centri commerciali con validazione alle casse, conteggio dei posti liberi e statistiche su affluenza e permanenza dei clienti.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Centri Commerciali",
      title: "Il parcheggio come primo servizio al cliente",
      lead: "Sosta gratuita per chi acquista, a tempo per gli altri, posti liberi indicati già dall'ingresso: il parcheggio diventa uno strumento di fidelizzazione e una fonte di dati sui flussi di visita.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=centro-commerciale" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "Validazione alle casse", text: "Lo scontrino o la tessera fedeltà convalida la sosta gratuita.", icon: "shopping" },
        { title: "Posti liberi a colpo d'occhio", text: "Sensori e pannelli guidano i clienti al posto libero più vicino.", icon: "signpost" },
        { title: "Dati su affluenza e permanenza", text: "Statistiche per orari, giorni e campagne promozionali.", icon: "bar-chart" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "centri-commerciali", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=centro-commerciale" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
