import { sectorPage } from "../../../sector-page";
import { callUs } from "../../actions";

export const address = "/en/applications/municipal-utilities";

export const page = sectorPage({
  sector: "municipalizzate",
  language: "en",
  meta: {
    title: "Solutions for municipal utilities and on-street parking",
    description:
      "Remotely managed public car parks with 95+ partner municipalities: +60% revenue for the council, -60% waiting times, +40% operational efficiency.",
  },
  hero: {
    title: "Urban parking, managed remotely",
    lead: "For municipalities and their utility companies, we run multi-storey car parks, parking areas and park-and-ride sites from a single control centre: takings, occupancy and faults always under control.",
    actions: [{ label: "Request a quote", to: "/contatti?tipo=centro-urbano" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/city.svg",
      alt: "Town square with the town hall and pay-and-display parking bays",
    },
  },
  blocks: [
    {
      kind: "stats",
      items: [
        { value: "95+", label: "partner municipalities" },
        { value: "+60%", label: "revenue for the council" },
        { value: "-60%", label: "waiting times" },
        { value: "+40%", label: "operational efficiency" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Solutions for the city",
      columns: 3,
      cards: [
        {
          title: "Remote control of multiple car parks",
          text: "Every facility in the city on a single platform, with alarms and remote intervention.",
          icon: "monitor",
          to: "/prodotti/veropark",
          linkLabel: "Explore VeroPark",
        },
        {
          title: "Payment by smartphone",
          text: "Less cash to collect, more convenience for residents and visitors.",
          icon: "credit-card",
          to: "/prodotti/web2park",
          linkLabel: "Explore Web2Park",
        },
        {
          title: "Guidance to car parks",
          text: "Roadside signs showing free spaces reduce the traffic of drivers looking for somewhere to park.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Explore parking guidance",
        },
      ],
    },
    {
      kind: "text",
      title: "Clear reporting for the local authority",
      paragraphs: [
        "Takings, occupancy and traffic are available in ready-made reports for council departments and management control. Tariffs are updated remotely as soon as a council resolution is passed, with no work on site.",
      ],
      bullets: ["Monthly and annual reports", "Tariffs and time bands adjustable remotely", "Open data for mobility apps"],
    },
  ],
  cta: {
    title: "Let's talk about parking in your city",
    text: "One of our engineers reviews your sites, traffic flows and tariffs, then proposes a project with a detailed quote.",
    actions: [{ label: "Request a quote", to: "/contatti?tipo=centro-urbano" }, callUs],
  },
});
