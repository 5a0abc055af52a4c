import { callUs } from "../../actions";
import { sectorPage } from "../../sector-page";

export const page = sectorPage({
  sector: "aree-sosta-camion",
  showBreadcrumb: true,
  breadcrumbLabel: "Aree di sosta camion",
  meta: {
    title: "Aree di sosta per camion e mezzi pesanti h24",
    description:
      "Aree di sosta per camion aperte h24 e non presidiate: tariffe per classe di veicolo in base all'altezza, pagamento con carta e videosorveglianza.",
  },
  hero: {
    title: "Aree di sosta per mezzi pesanti, aperte h24",
    lead: "Gli autotrasportatori cercano aree sicure dove rispettare i tempi di riposo. Le nostre aree di sosta funzionano senza presidio, classificano i veicoli per altezza e applicano la tariffa giusta a ciascuno.",
    actions: [{ label: "Scopri le soluzioni", scrollTo: "soluzioni" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/truck-parking.svg",
      alt: "Auto, camper e autoarticolato confrontati con le soglie di 2,5 e 3,5 metri",
    },
  },
  blocks: [
    {
      kind: "table",
      id: "classi-veicoli",
      title: "Tariffe per classe di veicolo",
      intro: "Un sensore misura l'altezza del veicolo all'ingresso e assegna automaticamente la classe e la tariffa.",
      caption: "Classi di veicolo in base all'altezza",
      columns: ["Classe", "Veicoli", "Altezza"],
      rows: [
        ["Classe 1", "Auto e camper", "Inferiore a 2,5 m"],
        ["Classe 2", "Camper alti", "Tra 2,5 m e 3,5 m"],
        ["Classe 3", "Camion e trattori stradali", "Superiore a 3,5 m"],
        ["Classe 4", "Autoarticolati con rimorchio", "Superiore a 3,5 m, con rimorchio"],
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni per l'area di sosta",
      columns: 3,
      cards: [
        {
          title: "Pagamento h24",
          text: "Carta di credito o di debito al terminale, anche di notte e senza personale.",
          icon: "credit-card",
          to: "/prodotti/pay2park",
          linkLabel: "Scopri Pay-in-Park",
        },
        {
          title: "Lettura targhe",
          text: "Ogni transito è registrato con la targa: sosta calcolata al minuto e storico per la sicurezza.",
          icon: "scan",
          to: "/prodotti/web2park",
          linkLabel: "Scopri Web2Park",
        },
        {
          title: "Sicurezza e videosorveglianza",
          text: "Telecamere, illuminazione e citofonia verso la nostra centrale operativa 24 ore su 24.",
          icon: "shield",
        },
      ],
    },
  ],
  cta: {
    title: "Progetta con noi la tua area di sosta",
    text: "Valutiamo superficie, accessi e classi di veicolo e ti inviamo un preventivo dettagliato.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=altro" }, callUs],
  },
});
