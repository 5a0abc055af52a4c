import { callUs } from "../../actions";
import { sectorPage } from "../../sector-page";
import { figures } from "../../figures";

export const page = sectorPage({
  sector: "centri-commerciali",
  meta: {
    title: "Parcheggi per centri commerciali: sosta che fidelizza",
    description:
      "Parcheggi per centri commerciali con validazione alle casse e posti liberi segnalati: +25% di permanenza, +40% clienti fedeli, -40% costi di gestione.",
  },
  hero: {
    title: "Il parcheggio come primo servizio al cliente",
    lead: "Sosta gratuita per chi acquista, a tempo per gli altri, posti liberi indicati già dall'ingresso: il parcheggio diventa uno strumento di fidelizzazione e una fonte di dati sui flussi di visita.",
    actions: [{ label: "Scopri le soluzioni", scrollTo: "soluzioni" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/mall.svg",
      alt: "Centro commerciale con parcheggio e pannello dei posti liberi",
    },
  },
  blocks: [
    {
      kind: "stats",
      items: figures(
        ["+25%", "tempo di permanenza dei clienti"],
        ["+40%", "clienti fedeli"],
        ["-40%", "costi di gestione del parcheggio"],
      ),
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni per il centro commerciale",
      columns: 3,
      cards: [
        {
          title: "Validazione alle casse",
          text: "Lo scontrino o la tessera fedeltà convalidano la sosta gratuita: il cliente esce senza pagare.",
          icon: "shopping",
          to: "/prodotti/veropark",
          linkLabel: "Scopri VeroPark",
        },
        {
          title: "Posti liberi a colpo d'occhio",
          text: "Sensori e pannelli guidano i clienti al posto libero più vicino all'ingresso che preferiscono.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Scopri l'infomobilità",
        },
        {
          title: "Dati su affluenza e permanenza",
          text: "Statistiche per orari, giorni e campagne: sai quando arrivano i clienti e quanto si fermano.",
          icon: "bar-chart",
        },
      ],
    },
  ],
  cta: {
    title: "Trasforma il parcheggio in un vantaggio competitivo",
    text: "Ti mostriamo come collegare parcheggio, casse e programma fedeltà.",
    actions: [{ label: "Richiedi Preventivo - Compila il Form", to: "/contatti?tipo=centro-commerciale" }, callUs],
  },
});
