import { datasheetAddress } from "../../../../../src/shared/site-addresses";
import type { Action, ContentPage } from "../../../types";

export const address = "/en/products/web2park";

const demo: Action = { label: "Book a demo", to: "/contatti?tipo=altro&messaggio=I%20would%20like%20a%20demo%20of%20Web2Park" };

export const page: ContentPage = {
  path: "/prodotti/web2park",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Web2Park: ticketless parking with number plate recognition",
    description:
      "Web2Park reads the number plate at the entrance, does away with paper tickets and lets drivers pay by smartphone, with round-the-clock remote control.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Parking Automation",
      title: "Web2Park",
      lead: "The number plate becomes the parking ticket: nothing to print, nothing to lose. Drivers pay on their phone or at the pay station, and the whole car park is monitored remotely 24 hours a day. A system protected by a European patent.",
      actions: [demo, { label: "Call now", call: "phone", variant: "secondary" }],
      illustration: {
        src: "/attached_assets/illustrations/barrier-camera.svg",
        alt: "A Web2Park camera reading a car's number plate in front of the barrier",
      },
    },
    {
      kind: "cards",
      title: "Why operators choose Web2Park",
      columns: 4,
      cards: [
        {
          title: "No paper tickets",
          text: "Less paper, no printers to refill and no lost tickets holding up the queue at the pay station.",
          icon: "scan",
        },
        {
          title: "Pay by smartphone",
          text: "Drivers pay online by entering their number plate, or at the automatic pay station.",
          icon: "credit-card",
        },
        {
          title: "24/7 remote control",
          text: "Our control room helps drivers and steps in on the system remotely, day and night.",
          icon: "monitor",
        },
        { title: "European patent", text: "A method of managing parking protected by a European patent.", icon: "shield" },
      ],
    },
    {
      kind: "steps",
      title: "How it works",
      steps: [
        {
          title: "Entry",
          text: "The camera reads the number plate, logs the arrival and lifts the barrier: no button to press.",
        },
        {
          title: "Payment",
          text: "In the app or online by entering the plate, or at the pay station: the fee is charged by the minute.",
        },
        {
          title: "Exit",
          text: "The plate is recognised again: if the stay is paid or covered by a season pass, the barrier opens.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Want to see Web2Park in action?",
      text: "We will set up a demonstration around your own car park and send you the technical documentation.",
      actions: [
        demo,
        { label: "Download the datasheet (in Italian)", to: datasheetAddress("/prodotti/web2park"), variant: "secondary" },
      ],
    },
  ],
};
