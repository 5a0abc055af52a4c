import type { ContentPage } from "../../types";
import { callUs } from "../../actions";
import { figures } from "../../figures";

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
      lead: "Sensori su ogni stallo e pannelli a messaggio variabile dicono in tempo reale dove c'è posto: meno giri a vuoto, meno traffico e meno emissioni, più rotazione e clienti più soddisfatti.",
      actions: [
        {
          label: "Richiedi una consulenza",
          to: "/contatti?tipo=centro-urbano&messaggio=Vorrei%20informazioni%20sui%20sistemi%20di%20infomobilit%C3%A0",
        },
        { label: "Scopri i sistemi", scrollTo: "sistemi", variant: "secondary" },
      ],
      illustration: {
        src: "/attached_assets/illustrations/signage.svg",
        alt: "Pannello con i posti liberi per piano e sensori sugli stalli",
      },
    },
    {
      kind: "stats",
      items: figures(
        ["99,5%", "affidabilità nel rilevamento della presenza"],
        ["50+ m", "visibilità dei pannelli"],
        ["H24", "funzionamento continuo"],
        ["3D", "tecnologia di rilevamento"],
      ),
    },
    {
      kind: "systems",
      id: "sistemi",
      eyebrow: "I sistemi",
      title: "Info2Park e Go2Park",
      intro: "Dentro il parcheggio e sulle strade che lo raggiungono: due sistemi che si parlano.",
      systems: [
        {
          id: "info2park",
          name: "Info2Park",
          subtitle: "Guida al posto libero nel parcheggio",
          description:
            "Un sensore per stallo rileva la presenza dell'auto; i pannelli all'ingresso di ogni piano e di ogni corsia mostrano quanti posti restano liberi, con frecce e colori.",
          icon: "signpost",
          gradient: "teal",
          features: [
            "Sensori di presenza con tecnologia 3D",
            "Luci di stallo verdi e rosse",
            "Pannelli di piano e di corsia",
            "Conteggio in tempo reale sulla piattaforma",
          ],
          image: { src: "/attached_assets/illustrations/signage.svg", alt: "Pannello dei posti liberi per piano" },
        },
        {
          id: "go2park",
          name: "Go2Park",
          subtitle: "Indirizzamento urbano ai parcheggi",
          description:
            "Pannelli stradali a messaggio variabile indirizzano il traffico verso i parcheggi con disponibilità; gli stessi dati alimentano siti, app e centrali della mobilità.",
          icon: "map-pin",
          gradient: "green",
          features: [
            "Pannelli stradali visibili oltre 50 metri",
            "Disponibilità di più parcheggi in un colpo d'occhio",
            "Dati aperti per app e siti del Comune",
            "Messaggi programmabili per eventi e cantieri",
          ],
          image: {
            src: "/attached_assets/illustrations/city-guidance.svg",
            alt: "Pannello stradale con i posti liberi di tre parcheggi",
          },
        },
      ],
    },
    {
      kind: "figures",
      id: "installazioni",
      title: "Come appare un impianto",
      intro: "Pannelli di piano e di corsia nei parcheggi in struttura, pannelli stradali per l'indirizzamento in città.",
      figures: [
        {
          image: {
            src: "/attached_assets/illustrations/signage.svg",
            alt: "Pannello interno con i posti liberi del piano -1 e del piano -2",
          },
          caption: "Parcheggio multipiano: posti liberi per piano all'ingresso delle rampe.",
        },
        {
          image: {
            src: "/attached_assets/illustrations/city-guidance.svg",
            alt: "Pannello stradale che indica i posti liberi di Centro, Stazione e Ospedale",
          },
          caption: "Indirizzamento urbano: tre parcheggi, un solo pannello.",
        },
      ],
    },
    {
      kind: "lists",
      id: "applicazioni",
      title: "Dove si applica",
      lists: [
        {
          title: "Aree urbane",
          icon: "building",
          items: [
            "Parcheggi pubblici in struttura",
            "Parcheggi di interscambio",
            "Centri storici e zone a traffico limitato",
            "Indirizzamento cittadino",
          ],
        },
        {
          title: "Settore privato",
          icon: "shopping",
          items: ["Centri commerciali e outlet", "Parcheggi aziendali", "Hotel e resort", "Ospedali e cliniche"],
        },
        {
          title: "Infrastrutture",
          icon: "plane",
          items: ["Aeroporti", "Stazioni ferroviarie", "Porti e terminal", "Poli fieristici ed eventi"],
        },
      ],
    },
    {
      kind: "cta",
      title: "Vuoi ridurre i giri a vuoto nel tuo parcheggio?",
      text: "Ti mostriamo come sensori e pannelli migliorano la rotazione dei posti e l'esperienza dei clienti.",
      actions: [{ label: "Richiedi una consulenza", to: "/contatti" }, callUs],
    },
  ],
};
