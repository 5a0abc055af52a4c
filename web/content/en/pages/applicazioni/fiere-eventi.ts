import { sectorPage } from "../../../sector-page";
import { callUs } from "../../actions";

export const address = "/en/applications/trade-fairs-and-events";

export const page = sectorPage({
  sector: "fiere-eventi",
  language: "en",
  meta: {
    title: "Car parks for trade fairs and events: peak arrivals under control",
    description:
      "Car parks for trade fairs, concerts and events: online pre-booked parking, high-capacity gates and signs that direct traffic where there is space.",
  },
  hero: {
    title: "Thousands of cars in a few hours, without the chaos",
    lead: "On fair and event days, the car park must absorb huge peaks in a short time. Online pre-booking, number plate recognition gates and guidance signs spread the traffic across the available areas.",
    actions: [{ label: "Request a quote", to: "/contatti?tipo=fiere" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/fair.svg",
      alt: "Exhibition hall with its car park and a sign directing drivers to area B",
    },
  },
  blocks: [
    {
      kind: "cards",
      id: "soluzioni",
      title: "Solutions for trade fairs and events",
      columns: 3,
      cards: [
        {
          title: "Online pre-booking",
          text: "Visitors buy their parking together with their event ticket, and their number plate becomes the pass.",
          icon: "calendar",
          to: "/prodotti/web2park",
          linkLabel: "Explore Web2Park",
        },
        {
          title: "High-capacity gates",
          text: "Plate reading on the move and UHF tags for exhibitors and suppliers: opening-time queues clear quickly.",
          icon: "scan",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Explore access control",
        },
        {
          title: "Traffic guidance",
          text: "Variable message signs show the areas with free spaces and any diversions in real time.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Explore parking guidance",
        },
      ],
    },
    {
      kind: "lists",
      title: "Every event has its own audience",
      lists: [
        {
          title: "Visitors",
          icon: "car",
          items: ["Parking booked with the event ticket", "Payment by smartphone", "Directions to the area with space"],
        },
        {
          title: "Exhibitors",
          icon: "key",
          items: ["Passes valid for the whole fair", "Access to loading areas", "Dedicated build-up times"],
        },
        {
          title: "Organisers",
          icon: "bar-chart",
          items: ["Live attendance figures", "Takings by day and by area", "Post-event reports"],
        },
      ],
    },
  ],
  cta: {
    title: "Let's prepare your next event together",
    text: "From a one-day event to a week-long fair: we will propose the right system for you.",
    actions: [{ label: "Request a quote", to: "/contatti?tipo=fiere" }, callUs],
  },
});
