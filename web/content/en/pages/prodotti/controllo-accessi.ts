import { productPage } from "../../../product-page";

export const address = "/en/products/access-control";

export const page = productPage({
  path: "/prodotti/controllo-accessi",
  family: "/prodotti/automazione-parcheggi",
  language: "en",
  meta: {
    title: "Access control: OCR plate recognition, RFID and 5-metre UHF tags",
    description:
      "Vehicle access control with OCR number plate recognition, RFID proximity cards and long-range UHF tags detected by the antenna from up to 5 metres.",
  },
  hero: {
    title: "Vehicle access control",
    lead: "We identify every vehicle without making it stop: OCR number plate recognition, RFID proximity cards and long-range UHF tags, read by the antenna from up to 5 metres away. The technologies can be combined for businesses, residential sites and restricted areas.",
    illustration: {
      src: "/attached_assets/illustrations/access-control.svg",
      alt: "UHF antenna detecting the tag on a car's windscreen, and an RFID reader",
    },
  },
  action: {
    label: "Book a site survey",
    to: "/contatti?tipo=altro&messaggio=I%20would%20like%20a%20site%20survey%20for%20access%20control",
  },
  blocks: [
    {
      kind: "cards",
      title: "The technologies",
      columns: 3,
      cards: [
        {
          title: "OCR",
          text: "The camera reads the number plate, even at night, and checks it against the lists of authorised vehicles and time slots.",
          icon: "scan",
          features: ["No devices to hand out", "Entry and exit log with photos", "Blacklists and whitelists"],
        },
        {
          title: "RFID proximity",
          text: "Cards and key fobs that staff, suppliers and residents hold up to the reader.",
          icon: "key",
          features: ["Access by time slot", "Instant deactivation", "Integration with time and attendance systems"],
        },
        {
          title: "Long-range UHF",
          text: "The antenna detects a windscreen tag from up to 5 metres away: the gate opens as the vehicle arrives.",
          icon: "zap",
          features: ["Reading range up to 5 metres", "No need to lower the window", "Ideal for heavy traffic"],
        },
      ],
    },
    { kind: "gallery", id: "galleria", section: "controllo-accessi", title: "Installed systems" },
  ],
  cta: {
    title: "Which access points do you need to control?",
    text: "We will recommend the right technology for your number of users, traffic flows and level of security.",
  },
});
