import type { ContentPage } from "../../types";

export const page: ContentPage = {
  path: "/applicazioni/municipalizzate",
  meta: {
    title: "Soluzioni per municipalizzate e sosta urbana",
    description: "Parcheggi pubblici e sosta urbana gestiti da remoto per Comuni e municipalizzate: pagamento da smartphone, telecontrollo e rendicontazione.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Municipalizzate",
      title: "Sosta urbana gestita da remoto",
      lead: "Per Comuni e società municipalizzate gestiamo parcheggi in struttura, aree di sosta e parcheggi di interscambio da un'unica centrale: incassi, occupazione e guasti sempre sotto controllo.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=centro-urbano" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Le soluzioni",
      columns: 3,
      cards: [
        { title: "Telecontrollo di più parcheggi", text: "Tutti gli impianti della città in un'unica piattaforma.", icon: "monitor" },
        { title: "Pagamento da smartphone", text: "Meno contante da raccogliere, più comodità per i cittadini.", icon: "credit-card" },
        { title: "Rendicontazione per l'ente", text: "Report di incassi e occupazione pronti per gli uffici comunali.", icon: "bar-chart" },
      ],
    },
    { kind: "gallery", id: "galleria", section: "municipalizzate", title: "Le nostre installazioni" },
    {
      kind: "cta",
      title: "Parliamo del tuo progetto",
      text: "Un nostro tecnico analizza flussi e esigenze e ti propone la soluzione più adatta, con un preventivo dettagliato.",
      actions: [
        { label: "Richiedi un preventivo", to: "/contatti?tipo=centro-urbano" },
        { label: "Chiamaci", call: "phone", variant: "secondary" },
      ],
    },
  ],
};
