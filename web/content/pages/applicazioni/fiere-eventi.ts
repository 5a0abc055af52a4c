import { callUs } from "../../actions";
import { sectorPage } from "../../sector-page";

export const page = sectorPage({
  sector: "fiere-eventi",
  meta: {
    title: "Parcheggi per fiere ed eventi: picchi di afflusso sotto controllo",
    description:
      "Parcheggi per fiere, concerti ed eventi: prevendita online della sosta, varchi ad alta capacità e pannelli che indirizzano il traffico.",
  },
  hero: {
    title: "Migliaia di auto in poche ore, senza caos",
    lead: "Nei giorni di fiera o di evento il parcheggio deve assorbire picchi enormi in poco tempo. Prevendita online, varchi a lettura targa e pannelli di indirizzamento distribuiscono il traffico tra le aree disponibili.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=fiere" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/fair.svg",
      alt: "Padiglione fieristico con parcheggio e pannello che indirizza all'area B",
    },
  },
  blocks: [
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni per fiere ed eventi",
      columns: 3,
      cards: [
        {
          title: "Prevendita online",
          text: "Il visitatore acquista la sosta insieme al biglietto dell'evento e la sua targa diventa il pass.",
          icon: "calendar",
          to: "/prodotti/web2park",
          linkLabel: "Scopri Web2Park",
        },
        {
          title: "Varchi ad alta capacità",
          text: "Lettura targa in movimento e tag UHF per espositori e fornitori: le code all'apertura si smaltiscono in fretta.",
          icon: "scan",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Scopri il controllo accessi",
        },
        {
          title: "Indirizzamento del traffico",
          text: "Pannelli a messaggio variabile mostrano le aree con posti liberi e le deviazioni in tempo reale.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Scopri l'infomobilità",
        },
      ],
    },
    {
      kind: "lists",
      title: "Ogni evento ha il suo pubblico",
      lists: [
        {
          title: "Visitatori",
          icon: "car",
          items: ["Sosta prenotata con il biglietto", "Pagamento da smartphone", "Indicazioni verso l'area libera"],
        },
        {
          title: "Espositori",
          icon: "key",
          items: ["Pass per tutta la durata della fiera", "Accesso alle aree di carico", "Orari di allestimento dedicati"],
        },
        {
          title: "Organizzatori",
          icon: "bar-chart",
          items: ["Presenze in tempo reale", "Incassi per giornata e per area", "Report a fine evento"],
        },
      ],
    },
  ],
  cta: {
    title: "Prepariamo insieme il prossimo evento",
    text: "Dall'evento di un giorno alla fiera di una settimana: ti proponiamo il sistema adatto.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=fiere" }, callUs],
  },
});
