import { callUs } from "../../actions";
import { sectorPage } from "../../sector-page";
import { figures } from "../../figures";

export const page = sectorPage({
  sector: "municipalizzate",
  meta: {
    title: "Soluzioni per municipalizzate e sosta urbana",
    description:
      "Parcheggi pubblici gestiti da remoto con oltre 95 Comuni partner: +60% di entrate per il Comune, -60% tempi di attesa, +40% efficienza di gestione.",
  },
  hero: {
    title: "Sosta urbana gestita da remoto",
    lead: "Per Comuni e società municipalizzate gestiamo parcheggi in struttura, aree di sosta e parcheggi di interscambio da un'unica centrale: incassi, occupazione e guasti sempre sotto controllo.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=centro-urbano" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/city.svg",
      alt: "Piazza cittadina con municipio e stalli di sosta a pagamento",
    },
  },
  blocks: [
    {
      kind: "stats",
      items: figures(
        ["95+", "Comuni partner"],
        ["+60%", "entrate per il Comune"],
        ["-60%", "tempi di attesa"],
        ["+40%", "efficienza di gestione"],
      ),
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni per la città",
      columns: 3,
      cards: [
        {
          title: "Telecontrollo di più parcheggi",
          text: "Tutti gli impianti della città in un'unica piattaforma, con allarmi e interventi da remoto.",
          icon: "monitor",
          to: "/prodotti/veropark",
          linkLabel: "Scopri VeroPark",
        },
        {
          title: "Pagamento da smartphone",
          text: "Meno contante da raccogliere, più comodità per i cittadini e per i turisti.",
          icon: "credit-card",
          to: "/prodotti/web2park",
          linkLabel: "Scopri Web2Park",
        },
        {
          title: "Indirizzamento ai parcheggi",
          text: "Pannelli stradali con i posti liberi riducono il traffico di chi cerca parcheggio.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Scopri l'infomobilità",
        },
      ],
    },
    {
      kind: "text",
      title: "Rendicontazione chiara per l'ente",
      paragraphs: [
        "Incassi, occupazione e transiti sono disponibili in report pronti per gli uffici comunali e per il controllo di gestione. Le tariffe si aggiornano da remoto con una delibera, senza interventi sul posto.",
      ],
      bullets: [
        "Report mensili e annuali",
        "Tariffe e fasce orarie modificabili da remoto",
        "Dati aperti per le app della mobilità",
      ],
    },
  ],
  cta: {
    title: "Parliamo della sosta nella tua città",
    text: "Un nostro tecnico analizza aree, flussi e tariffe e ti propone un progetto con preventivo dettagliato.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=centro-urbano" }, callUs],
  },
});
