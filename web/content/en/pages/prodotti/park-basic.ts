import { productPage } from "../../../product-page";

export const address = "/en/products/park-basic";

export const page = productPage({
  path: "/prodotti/park-basic",
  family: "/prodotti/automazione-parcheggi",
  language: "en",
  meta: {
    title: "Park Basic: modular parking system with QR tickets and RFID cards",
    description:
      "Park Basic handles occasional visitors with QR or barcode tickets and season ticket holders with RFID cards: modular, reliable and ideal for airports.",
  },
  hero: {
    title: "Park Basic",
    lead: "The modular system for pay car parks: QR or barcode tickets for occasional visitors, RFID cards for season ticket holders. It is configured to the size of your car park and grows with it.",
    illustration: {
      src: "/attached_assets/illustrations/pay-station.svg",
      alt: "Park Basic automatic pay station with a barcode ticket",
    },
  },
  action: { label: "Book a demo", to: "/contatti?tipo=aeroporto&messaggio=I%20would%20like%20a%20demo%20of%20Park%20Basic" },
  blocks: [
    {
      kind: "cards",
      title: "Key features",
      columns: 4,
      cards: [
        {
          title: "QR or barcode tickets",
          text: "Printed on entry and read in an instant at the pay station and at the exit.",
          icon: "scan",
        },
        {
          title: "RFID cards",
          text: "Season ticket holders come and go by presenting their card, without stopping at the pay station.",
          icon: "key",
        },
        {
          title: "Expandable modules",
          text: "Entry columns, pay stations and readers can be added as the car park grows.",
          icon: "wrench",
        },
        {
          title: "Designed for airports",
          text: "High volumes, short and long-stay tariffs, shorter queues at peak times.",
          icon: "plane",
        },
      ],
    },
    {
      kind: "steps",
      title: "How it works",
      steps: [
        { title: "Entry", text: "Occasional visitors take a QR ticket; season ticket holders present their RFID card." },
        { title: "Payment", text: "At the automatic pay station, by cash or card: the ticket is validated for exit." },
        { title: "Exit", text: "The reader recognises the ticket or card and raises the barrier within the grace period." },
      ],
    },
  ],
  cta: {
    title: "A system that grows with your car park",
    text: "Start with the modules you need today and add pay stations, gates and readers whenever you need them.",
  },
});
