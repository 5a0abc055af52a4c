import { productPage } from "../../../product-page";

export const address = "/en/products/photovoltaic-systems";

export const page = productPage({
  path: "/prodotti/sistemi-fotovoltaici",
  family: "/prodotti/pensiline-fotovoltaiche",
  language: "en",
  meta: {
    title: "Solar kits for gates and shutters, robotic panel installation",
    description:
      "Kits with a 100 W panel and a 1000 W inverter to power gates and roller shutters, and robotic installation that cuts fitting time by 60%.",
  },
  hero: {
    action: { label: "Download the datasheet (in Italian)", to: "/prodotti/sistemi-fotovoltaici/scheda.pdf" },
    title: "Solar kits and robotic installation",
    lead: "Kits with a 100 W panel and a 1000 W inverter that make automatic gates and roller shutters self-sufficient, and a robotic panel installation system that cuts fitting time by 60%.",
    illustration: {
      src: "/attached_assets/illustrations/robot-install.svg",
      alt: "Robotic arm fitting a solar panel onto a carport",
    },
  },
  action: {
    label: "Request a quote",
    to: "/contatti?tipo=altro&messaggio=I%20would%20like%20a%20quote%20for%20a%20solar%20kit",
  },
  blocks: [
    {
      kind: "stats",
      items: [
        { value: "100 W", label: "kit panel" },
        { value: "1000 W", label: "kit inverter" },
        { value: "-60%", label: "installation time with the robot" },
      ],
    },
    {
      kind: "cards",
      title: "The solutions",
      columns: 2,
      cards: [
        {
          title: "Kits for gates and shutters",
          text: "A 100 W panel and a 1000 W inverter: your automatic gate or roller shutter keeps working even where there is no mains supply.",
          icon: "sun",
          features: ["Pole or wall mounting", "Suitable for sliding and swing gates and roller shutters", "Minimal maintenance"],
        },
        {
          title: "Robotic installation",
          text: "A robot fits the panels onto the carport structures: installation time cut by 60% and less work at height.",
          icon: "wrench",
          features: ["Shorter time on site", "Greater safety for installers", "Precise, repeatable fitting"],
        },
      ],
    },
  ],
  cta: {
    title: "Solar power where you need it",
    text: "Tell us what you need to power and we will suggest the right kit.",
  },
});
