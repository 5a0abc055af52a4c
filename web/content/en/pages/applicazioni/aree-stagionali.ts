import { sectorPage } from "../../../sector-page";

export const address = "/en/applications/seasonal-parking";

export const page = sectorPage({
  sector: "aree-stagionali",
  language: "en",
  meta: {
    title: "Unattended seasonal and tourist car parks",
    description:
      "Car parks for beaches, holiday resorts and seasonal events: contactless payment on entry, free exit and no cashiers needed.",
  },
  hero: {
    title: "Tourist car parks that run themselves",
    lead: "Beaches, lakes, mountain resorts: car parks that are busy for only a few months a year and cannot justify staff at a pay booth. With Pay-in-Park, drivers pay by card on entry and leave freely.",
    actions: [
      { label: "Call our seasonal parking team", call: "phoneSeasonal" },
      {
        label: "Request a quote",
        to: "/contatti?tipo=altro&messaggio=I%20would%20like%20information%20about%20a%20seasonal%20car%20park",
        variant: "secondary",
      },
    ],
    illustration: {
      src: "/attached_assets/illustrations/seasonal-beach.svg",
      alt: "Car park near the beach with a contactless payment terminal",
    },
  },
  blocks: [
    {
      kind: "cards",
      id: "soluzioni",
      title: "How it works",
      columns: 3,
      cards: [
        {
          title: "Contactless payment",
          text: "Credit or debit card on entry: no cash to safeguard and no pay booth to staff.",
          icon: "credit-card",
          to: "/prodotti/pay2park",
          linkLabel: "Explore Pay-in-Park",
        },
        {
          title: "Free exit",
          text: "The barrier opens automatically when the vehicle is on the exit loop.",
          icon: "car",
        },
        {
          title: "Space counter and 4G",
          text: "The traffic-light display shows whether there is space; the 4G modem connects the terminal even far from a fixed-line network.",
          icon: "signpost",
        },
      ],
    },
    {
      kind: "lists",
      title: "Where we install it",
      lists: [
        {
          title: "Seaside and lakes",
          icon: "sun",
          items: ["Beach car parks", "Lakefronts and small marinas", "Campsites and holiday villages"],
        },
        {
          title: "Mountains",
          icon: "tent",
          items: ["Ski lifts", "Trailheads", "Mountain huts accessible by car"],
        },
        { title: "Seasonal events", icon: "calendar", items: ["Food fairs and festivals", "Markets", "Sporting events"] },
      ],
    },
  ],
  cta: {
    title: "Ready for next season?",
    text: "Our dedicated seasonal parking team supports you from the site survey through to activation.",
    actions: [
      { label: "Call our seasonal parking team", call: "phoneSeasonal" },
      { label: "Request a quote", to: "/contatti?tipo=altro", variant: "secondary" },
    ],
  },
});
