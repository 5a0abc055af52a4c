import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/prodotti/infomobilita",
  productCategory: "/prodotti/infomobilita",
  meta: {
    title: "Infomobilità: Info2Park e Go2Park",
    description:
      "Sensori di presenza con affidabilità del 99,5% e pannelli a messaggio variabile visibili oltre 50 metri per guidare gli automobilisti al posto libero.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Infomobilità",
      title: "Guidiamo ogni automobilista al primo posto libero",
      lead:
        "Rilevamento della presenza con affidabilità del 99,5%, pannelli visibili a oltre 50 metri, funzionamento H24 e tecnologia 3D: meno giri a vuoto, meno traffico, meno emissioni.",
      actions: [{ label: "Richiedi una consulenza", to: "/contatti" }],
    },
    {
      kind: "cards",
      id: "sistemi",
      title: "I sistemi di infomobilità",
      columns: 2,
      cards: [
        {
          title: "Info2Park",
          text: "Conta i posti liberi di ogni piano e settore e li mostra sui pannelli di ingresso e di corsia.",
          icon: "signpost",
          features: ["Sensori di presenza per singolo stallo", "Pannelli a messaggio variabile", "Dati in tempo reale sulla piattaforma"],
        },
        {
          title: "Go2Park",
          text: "Indirizza il traffico urbano verso i parcheggi con disponibilità, con pannelli stradali e dati aperti alle app.",
          icon: "map-pin",
          features: ["Pannelli di indirizzamento cittadino", "Disponibilità per più parcheggi", "Integrazione con app e siti"],
        },
      ],
    },
    {
      kind: "cta",
      title: "Vuoi ridurre i giri a vuoto nel tuo parcheggio?",
      text: "Ti mostriamo come sensori e pannelli possono migliorare la rotazione dei posti e l'esperienza dei clienti.",
      actions: [{ label: "Richiedi una consulenza", to: "/contatti" }],
    },
  ],
};
