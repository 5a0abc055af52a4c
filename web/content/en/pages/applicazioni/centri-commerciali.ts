import { sectorPage } from "../../../sector-page";
import { callUs } from "../../actions";

export const address = "/en/applications/shopping-centres";

export const page = sectorPage({
  sector: "centri-commerciali",
  language: "en",
  meta: {
    title: "Shopping centre car parks that build customer loyalty",
    description:
      "Shopping centre car parks with till validation and free spaces signposted: 25% longer visits, 40% more loyal customers, 40% lower running costs.",
  },
  hero: {
    title: "The car park as your first customer service",
    lead: "Free parking for shoppers, timed parking for everyone else, free spaces shown from the moment drivers arrive: the car park becomes a loyalty tool and a source of data on visitor flows.",
    actions: [{ label: "Explore the solutions", scrollTo: "soluzioni" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/mall.svg",
      alt: "Shopping centre with its car park and a free-space sign",
    },
  },
  blocks: [
    {
      kind: "stats",
      items: [
        { value: "+25%", label: "time customers spend on site" },
        { value: "+40%", label: "loyal customers" },
        { value: "-40%", label: "car park running costs" },
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Solutions for shopping centres",
      columns: 3,
      cards: [
        {
          title: "Validation at the tills",
          text: "A receipt or loyalty card validates free parking: the customer drives out without paying.",
          icon: "shopping",
          to: "/prodotti/veropark",
          linkLabel: "Explore VeroPark",
        },
        {
          title: "Free spaces at a glance",
          text: "Sensors and signs guide customers to the free space nearest the entrance they prefer.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Explore parking guidance",
        },
        {
          title: "Footfall and dwell-time data",
          text: "Statistics by time of day, day of the week and campaign: you know when customers arrive and how long they stay.",
          icon: "bar-chart",
        },
      ],
    },
  ],
  cta: {
    title: "Turn your car park into a competitive advantage",
    text: "We will show you how to connect the car park, the tills and your loyalty scheme.",
    actions: [{ label: "Request a quote: fill in the form", to: "/contatti?tipo=centro-commerciale" }, callUs],
  },
});
