import { sectorPage } from "../../../sector-page";
import { callUs } from "../../actions";

export const address = "/en/applications/hotels-and-resorts";

export const page = sectorPage({
  sector: "hotel-resort",
  language: "en",
  meta: {
    title: "Hotel and resort car parks: guests recognised by their plate",
    description:
      "Hotel and resort car parks: booked guests, VIPs, restaurant diners and event visitors recognised by plate, with 95% guest satisfaction and 80% faster check-in.",
  },
  hero: {
    title: "Hospitality that starts in the car park",
    lead: "The guest's number plate is linked to their booking, so the barrier opens by itself on arrival. Booked guests, VIPs, restaurant diners, events and conferences each have their own rules.",
    actions: [{ label: "Request a quote", to: "/contatti?tipo=hotel" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/hotel.svg",
      alt: "Four-star hotel with an entrance barrier and a guest's car",
    },
  },
  blocks: [
    {
      kind: "stats",
      items: [
        { value: "95%", label: "satisfied guests" },
        { value: "-80%", label: "check-in time" },
        { value: "+30%", label: "positive reviews" },
      ],
    },
    {
      kind: "cards",
      id: "clienti",
      title: "Different rules for every kind of guest",
      columns: 4,
      cards: [
        {
          title: "Booked guests",
          text: "The number plate given with the booking opens the gate for the whole stay.",
          icon: "hotel",
        },
        {
          title: "VIP guests",
          text: "Reserved spaces near the entrance and guaranteed access even when the car park is full.",
          icon: "shield",
        },
        {
          title: "Restaurant diners",
          text: "Free parking validated against the bill, for the length of lunch or dinner.",
          icon: "credit-card",
        },
        {
          title: "Events and conferences",
          text: "Lists of number plates uploaded in advance for weddings, conferences and corporate meetings.",
          icon: "calendar",
        },
      ],
    },
    {
      kind: "text",
      id: "soluzioni",
      title: "No passes, no waiting",
      paragraphs: [
        "The system talks to the hotel's property management system: once a booking is confirmed, the number plate is already authorised. Check-in at reception is quicker because parking no longer needs explaining or handing over.",
      ],
      bullets: ["Integration with the hotel management system", "Parking charged to the room bill", "Access log for security"],
      illustration: {
        src: "/attached_assets/illustrations/barrier-camera.svg",
        alt: "Camera recognising the guest's number plate at the entrance",
      },
    },
  ],
  cta: {
    title: "Make the first minute of every stay unforgettable",
    text: "We will propose the right solution for your property, from boutique hotel to resort.",
    actions: [{ label: "Request a quote", to: "/contatti?tipo=hotel" }, callUs],
  },
});
