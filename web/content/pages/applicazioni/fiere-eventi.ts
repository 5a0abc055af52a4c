import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/fiere-eventi",
  meta: {
    title: "Parcheggi per fiere ed eventi: picchi di afflusso sotto controllo",
    description: "Parcheggi per fiere, concerti ed eventi: prevendita online della sosta, varchi ad alta capacità e pannelli che indirizzano il traffico.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Fiere & Eventi",
      title: "Migliaia di auto in poche ore, senza caos",
      lead: "Nei giorni di fiera o di evento il parcheggio deve assorbire picchi enormi in poco tempo. Prevendita online, varchi a lettura targa e pannelli di indirizzamento distribuiscono il traffico tra le aree disponibili.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=fiere" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "Prevendita online", text: "Il visitatore acquista la sosta insieme al biglietto e la targa fa da pass.", icon: "calendar" },
        { title: "Varchi ad alta capacità", text: "Lettura targa in movimento per smaltire le code all'apertura.", icon: "scan" },
        { title: "Indirizzamento del traffico", text: "Pannelli a messaggio variabile mostrano le aree con posti liberi.", icon: "signpost" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "fiere-eventi", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=fiere" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
