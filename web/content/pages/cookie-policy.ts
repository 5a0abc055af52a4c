import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/cookie-policy",
  meta: {
    title: "Cookie Policy",
    description:
      "Quali cookie usa il sito, a cosa servono e come scegliere: cookie necessari sempre attivi, analitici, di marketing e funzionali solo con il tuo consenso.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Note legali",
      title: "Cookie policy",
      lead: "Il sito usa cookie tecnici necessari al funzionamento e, solo con il tuo consenso, cookie analitici, di marketing e funzionali.",
    },
    {
      kind: "text",
      title: "Le tue scelte",
      paragraphs: [
        "I cookie necessari sono sempre attivi. Le altre categorie restano disattivate finché non le accetti dal banner, e puoi cambiare idea in qualsiasi momento.",
      ],
    },
  ],
};
