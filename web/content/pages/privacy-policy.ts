import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/privacy-policy",
  meta: {
    title: "Privacy Policy",
    description:
      "Come trattiamo i dati personali di chi visita il sito e ci contatta: titolare, finalità, basi giuridiche, conservazione, diritti e reclamo al Garante.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Note legali",
      title: "Informativa sulla privacy",
      lead: "Informativa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) per chi visita il sito e ci contatta.",
    },
    {
      kind: "text",
      title: "Conservazione e diritti",
      paragraphs: [
        "I dati dei contratti sono conservati per 10 anni; quelli trattati per finalità di marketing fino alla revoca del consenso e comunque non oltre 2 anni; i log tecnici per 6 mesi.",
        "Puoi chiedere accesso, rettifica, cancellazione, limitazione, portabilità e opporti al trattamento: rispondiamo entro 30 giorni. Hai inoltre diritto di proporre reclamo al Garante per la protezione dei dati personali.",
      ],
    },
  ],
};
