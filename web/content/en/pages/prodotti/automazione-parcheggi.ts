import type { ContentPage } from "../../../types";
import { callUs } from "../../actions";

export const address = "/en/products/parking-automation";

export const page: ContentPage = {
  path: "/prodotti/automazione-parcheggi",
  productCategory: "/prodotti/automazione-parcheggi",
  meta: {
    title: "Parking Automation: Web2Park, VeroPark, ParkBasic, PayInPark",
    description:
      "Ticketless car parks with number plate recognition, a web platform for tariffs and season tickets, modular systems and unattended seasonal parking.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Parking Automation",
      title: "Automation systems for car parks of every size",
      lead: "From a company car park with a few dozen spaces to a multi-storey airport car park: four systems, one philosophy. Fast entry, payment without queues and a facility we monitor remotely, day and night.",
      actions: [
        {
          label: "Book a consultation",
          to: "/contatti?tipo=altro&messaggio=I%20would%20like%20a%20consultation%20on%20automating%20my%20car%20park",
        },
        { label: "Compare the systems", scrollTo: "sistemi", variant: "secondary" },
      ],
      illustration: {
        src: "/attached_assets/illustrations/barrier-camera.svg",
        alt: "Automatic gate with a barrier and a number plate recognition camera",
      },
    },
    {
      kind: "stats",
      items: [
        { value: "20+", label: "years of experience" },
        { value: "200+", label: "installations in Italy" },
        { value: "24/7", label: "remote management of every facility" },
        { value: "4", label: "systems to suit every need" },
      ],
    },
    {
      kind: "systems",
      id: "sistemi",
      eyebrow: "The systems",
      title: "Four systems, one control room",
      intro:
        "Each system adapts to different traffic flows, tariffs and users; all of them are managed remotely and integrate with access control.",
      systems: [
        {
          id: "web2park",
          name: "Web2Park",
          subtitle: "The ticketless car park",
          description:
            "The number plate becomes the parking ticket: a camera reads it on entry, the driver pays by smartphone or at the pay station, and drives out without hunting for a ticket.",
          icon: "scan",
          gradient: "blue",
          features: [
            "Number plate recognition, no paper tickets",
            "Protected by a European patent",
            "Round-the-clock remote control of the facility",
            "Pay by smartphone by entering the plate",
          ],
          image: {
            src: "/attached_assets/illustrations/barrier-camera.svg",
            alt: "Camera reading a number plate at the entrance",
          },
          to: "/prodotti/web2park",
        },
        {
          id: "veropark",
          name: "VeroPark",
          subtitle: "The web-based management platform",
          description:
            "Tariffs, entries and exits, statistics and season tickets in a single dashboard, available from any browser, with individual log-ins for every operator.",
          icon: "monitor",
          gradient: "indigo",
          features: [
            "Hourly and daily tariffs, partner discounts",
            "Live traffic and statistics",
            "Season tickets managed online",
            "Optional number plate recognition",
          ],
          image: {
            src: "/attached_assets/illustrations/web-platform.svg",
            alt: "Web dashboard showing traffic, takings and charts",
          },
          to: "/prodotti/veropark",
        },
        {
          id: "parkbasic",
          name: "ParkBasic",
          subtitle: "The modular system",
          description:
            "QR or barcode tickets for occasional visitors and RFID cards for season ticket holders: start with the modules you need and expand over time.",
          icon: "parking",
          gradient: "sky",
          features: [
            "QR or barcode tickets for occasional visitors",
            "RFID cards for season ticket holders",
            "Modular, expandable architecture",
            "Ideal for airports",
          ],
          image: {
            src: "/attached_assets/illustrations/pay-station.svg",
            alt: "Automatic pay station with ticket and card reader",
          },
          to: "/prodotti/park-basic",
        },
        {
          id: "payinpark",
          name: "PayInPark",
          subtitle: "Unattended seasonal parking",
          description:
            "Drivers pay once, on entry, with a contactless credit or debit card and leave freely: the barrier opens when the loop detects the vehicle.",
          icon: "credit-card",
          gradient: "amber",
          features: [
            "Contactless payment on entry",
            "Free exit, barrier triggered by the loop",
            "Space counter with traffic-light display",
            "Optional 4G modem for the terminal",
          ],
          image: {
            src: "/attached_assets/illustrations/contactless-terminal.svg",
            alt: "Contactless terminal and traffic-light space counter in a seaside car park",
          },
          to: "/prodotti/pay2park",
        },
      ],
    },
    {
      kind: "cards",
      id: "controllo-accessi",
      eyebrow: "Access Control",
      title: "Access control without stopping vehicles",
      intro:
        "Three identification technologies, on their own or combined, for business premises, residential complexes and restricted areas. All of them work seamlessly with our parking systems.",
      columns: 3,
      cards: [
        {
          title: "OCR plate recognition",
          text: "Dedicated cameras read number plates, even at night, and check them against lists of authorised vehicles.",
          icon: "scan",
        },
        {
          title: "RFID proximity",
          text: "Cards and key fobs for staff, residents and suppliers, enabled for set time slots.",
          icon: "key",
        },
        {
          title: "Long-range UHF tags",
          text: "The antenna detects the windscreen tag from up to 5 metres away: the gate opens as the vehicle approaches.",
          icon: "zap",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Explore access control",
        },
      ],
    },
    {
      kind: "text",
      id: "tecnologia",
      eyebrow: "Technology",
      title: "Reliable hardware, software that works for you",
      paragraphs: [
        "Entry columns, barriers, pay stations and cameras are selected to work outdoors all year round; the software is our own, and we update it remotely without taking the facility offline.",
        "Every car park is connected to our support centre: we see alarms and faults as they happen and, when needed, open the gate or speak to the driver through the column's intercom.",
      ],
      bullets: [
        "Remote monitoring and updates",
        "VoIP intercom to our control room",
        "Integration with management software, payment apps and CCTV systems",
        "Exportable occupancy and revenue data",
      ],
      illustration: {
        src: "/attached_assets/illustrations/web-platform.svg",
        alt: "Remote car park management dashboard",
      },
    },
    {
      kind: "cta",
      title: "Let's design your car park together",
      text: "One of our engineers reviews your traffic flows, access points and tariffs, then proposes the best configuration with a detailed quote.",
      actions: [{ label: "Book a consultation", to: "/contatti" }, callUs],
    },
  ],
};
