import { callUs } from "../../actions";
import { sectorPage } from "../../sector-page";
import { figures } from "../../figures";

export const page = sectorPage({
  sector: "hotel-resort",
  meta: {
    title: "Parcheggi per hotel e resort: ospiti riconosciuti dalla targa",
    description:
      "Parcheggi per hotel e resort: ospiti registrati, clienti VIP, ristorante ed eventi riconosciuti dalla targa. 95% di soddisfazione, check-in -80%.",
  },
  hero: {
    title: "Accoglienza che inizia dal parcheggio",
    lead: "La targa dell'ospite viene associata alla prenotazione: all'arrivo la sbarra si apre da sola. Ospiti registrati, clienti VIP, visitatori del ristorante, eventi e conferenze hanno ciascuno le proprie regole.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=hotel" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/hotel.svg",
      alt: "Hotel quattro stelle con sbarra d'ingresso e auto dell'ospite",
    },
  },
  blocks: [
    {
      kind: "stats",
      items: figures(["95%", "ospiti soddisfatti"], ["-80%", "tempo di check-in"], ["+30%", "recensioni positive"]),
    },
    {
      kind: "cards",
      id: "clienti",
      title: "Regole diverse per ogni tipo di cliente",
      columns: 4,
      cards: [
        {
          title: "Ospiti registrati",
          text: "La targa indicata nella prenotazione apre il varco per tutta la durata del soggiorno.",
          icon: "hotel",
        },
        {
          title: "Clienti VIP",
          text: "Posti riservati vicino all'ingresso e accesso garantito anche quando il parcheggio è pieno.",
          icon: "shield",
        },
        {
          title: "Visitatori del ristorante",
          text: "Sosta gratuita convalidata dal conto, per il tempo del pranzo o della cena.",
          icon: "credit-card",
        },
        {
          title: "Eventi e conferenze",
          text: "Liste di targhe caricate in anticipo per matrimoni, congressi e riunioni aziendali.",
          icon: "calendar",
        },
      ],
    },
    {
      kind: "text",
      id: "soluzioni",
      title: "Nessun badge, nessuna attesa",
      paragraphs: [
        "Il sistema dialoga con il gestionale dell'hotel: quando la prenotazione è confermata, la targa è già abilitata. In reception il check-in è più veloce perché il parcheggio non va più spiegato né consegnato.",
      ],
      bullets: [
        "Integrazione con il gestionale alberghiero",
        "Addebito della sosta sul conto della camera",
        "Storico degli accessi per la sicurezza",
      ],
      illustration: {
        src: "/attached_assets/illustrations/barrier-camera.svg",
        alt: "Telecamera che riconosce la targa dell'ospite all'ingresso",
      },
    },
  ],
  cta: {
    title: "Rendi indimenticabile il primo minuto del soggiorno",
    text: "Ti proponiamo la soluzione adatta alla tua struttura, dal boutique hotel al resort.",
    actions: [{ label: "Richiedi un preventivo", to: "/contatti?tipo=hotel" }, callUs],
  },
});
