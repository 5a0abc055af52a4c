import { sectorPage } from "../../../sector-page";
import { callUs } from "../../actions";

export const address = "/en/applications/truck-parking";

export const page = sectorPage({
  sector: "aree-sosta-camion",
  language: "en",
  showBreadcrumb: true,
  breadcrumbLabel: "Truck parking areas",
  meta: {
    title: "24-hour truck and HGV parking areas",
    description:
      "Unattended truck parking open 24 hours a day: tariffs by vehicle class based on height, card payment and CCTV surveillance.",
  },
  hero: {
    title: "Parking areas for heavy goods vehicles, open 24 hours",
    lead: "Hauliers need secure places to take their mandatory rest breaks. Our truck parking areas run unattended, classify every vehicle by height and charge each one the right tariff.",
    actions: [{ label: "Explore the solutions", scrollTo: "soluzioni" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/truck-parking.svg",
      alt: "Car, motorhome and articulated lorry compared against the 2.5 and 3.5 metre thresholds",
    },
  },
  blocks: [
    {
      kind: "table",
      id: "classi-veicoli",
      title: "Tariffs by vehicle class",
      intro: "A sensor measures the vehicle's height on entry and automatically assigns its class and tariff.",
      caption: "Vehicle classes by height",
      columns: ["Class", "Vehicles", "Height"],
      rows: [
        ["Class 1", "Cars and motorhomes", "Under 2.5 m"],
        ["Class 2", "High-top motorhomes", "Between 2.5 m and 3.5 m"],
        ["Class 3", "Lorries and tractor units", "Over 3.5 m"],
        ["Class 4", "Articulated lorries with trailer", "Over 3.5 m, with trailer"],
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Solutions for your truck parking area",
      columns: 3,
      cards: [
        {
          title: "24-hour payment",
          text: "Credit or debit card at the terminal, even at night and with no staff on site.",
          icon: "credit-card",
          to: "/prodotti/pay2park",
          linkLabel: "Explore Pay-in-Park",
        },
        {
          title: "Number plate recognition",
          text: "Every entry and exit is logged with the plate: stays charged by the minute and a full record for security.",
          icon: "scan",
          to: "/prodotti/web2park",
          linkLabel: "Explore Web2Park",
        },
        {
          title: "Security and CCTV",
          text: "Cameras, lighting and an intercom to our control room, staffed 24 hours a day.",
          icon: "shield",
        },
      ],
    },
  ],
  cta: {
    title: "Plan your truck parking area with us",
    text: "We assess the site, its access points and the vehicle classes, then send you a detailed quote.",
    actions: [{ label: "Request a quote", to: "/contatti?tipo=altro" }, callUs],
  },
});
