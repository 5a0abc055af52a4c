import type { ContentPage } from "../../../types";
import { callUs } from "../../actions";

export const address = "/en/products/solar-carports";

export const page: ContentPage = {
  path: "/prodotti/pensiline-fotovoltaiche",
  productCategory: "/prodotti/pensiline-fotovoltaiche",
  meta: {
    title: "Sistema Over solar carports with electric vehicle charging",
    description:
      "Car park canopies that generate solar power, shelter vehicles and charge electric cars: the Sistema Over, designed to measure for your site.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Solar Carports",
      title: "Sistema Over: the car park that generates energy",
      lead: "Modular steel carports with integrated solar panels: they shelter vehicles from sun and hail, generate clean energy and power the charging points for electric cars.",
      actions: [
        {
          label: "Request a quote",
          to: "/contatti?tipo=altro&messaggio=I%20would%20like%20a%20quote%20for%20solar%20carports",
        },
        callUs,
      ],
      illustration: {
        src: "/attached_assets/illustrations/solar-canopy.svg",
        alt: "Solar carport with parked cars and a charging point",
      },
    },
    {
      kind: "text",
      id: "sistema-over",
      eyebrow: "Sistema Over",
      title: "A canopy that works all day long",
      paragraphs: [
        "The Sistema Over turns the surface of your car park into a solar power plant without taking up any new land. The structures, with single or double-pitched roofs, adapt to single or double rows of parking spaces and to the size of the site.",
        "The energy generated powers nearby buildings, the car park lighting and the charging points; any surplus can be fed into the grid or stored.",
      ],
      bullets: [
        "Modular galvanised steel structures, designed for each site",
        "High-efficiency panels integrated into the roof",
        "Built-in rainwater collection and LED lighting",
        "Protection for vehicles from sun, rain and hail",
      ],
      illustration: {
        src: "/attached_assets/illustrations/solar-canopy.svg",
        alt: "Carport with solar panels over two parking spaces",
      },
    },
    {
      kind: "cards",
      id: "ricarica",
      title: "Electric vehicle charging",
      intro: "The charging points are built into the structure and draw first on the energy the carport generates.",
      columns: 3,
      cards: [
        {
          title: "Integrated charging points",
          text: "AC or DC charging points mounted on the carport's columns.",
          icon: "zap",
        },
        {
          title: "Powered by the sun",
          text: "Charging uses the energy generated on site first, then power from the grid.",
          icon: "sun",
        },
        {
          title: "Payment and access",
          text: "Charging enabled by card, app or number plate, integrated with the parking systems.",
          icon: "credit-card",
        },
      ],
    },
    {
      kind: "cards",
      id: "kit-e-robotica",
      title: "For smaller installations too",
      columns: 2,
      cards: [
        {
          title: "Solar kits for gates and shutters",
          text: "A panel and an inverter make an automatic gate or roller shutter self-sufficient, even far from the mains.",
          icon: "sun",
          to: "/prodotti/sistemi-fotovoltaici",
          linkLabel: "Explore the kits",
        },
        {
          title: "Robotic installation",
          text: "A robot fits the panels onto the structures: shorter, safer installation work.",
          icon: "wrench",
          to: "/prodotti/sistemi-fotovoltaici",
          linkLabel: "Explore the robotics",
        },
      ],
    },
    {
      kind: "cta",
      title: "Turn your car park into a solar power plant",
      text: "Together we assess the available area, orientation and charging needs, and estimate your annual output.",
      actions: [{ label: "Request a quote", to: "/contatti" }, callUs],
    },
  ],
};
