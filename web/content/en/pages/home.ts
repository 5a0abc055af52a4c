import type { CardsBlock, ContentPage } from "../../types";

export const address = "/en";

type Card = CardsBlock["cards"][number];

/** A sector's card: its name, and a link to its page (in English where it has one). */
const sector = (slug: string, title: string, card: Pick<Card, "text" | "icon" | "features">): Card => ({
  title,
  ...card,
  to: `/applicazioni/${slug}`,
});

export const page: ContentPage = {
  path: "/",
  meta: {
    title: "Parking automation, parking guidance and solar carports",
    description:
      "Ticketless parking, number plate recognition, free-space guidance, access control and solar carports with EV charging. Designed in Padua, Italy.",
  },
  blocks: [
    {
      kind: "hero",
      id: "hero",
      eyebrow: "Over 20 years of experience · 200+ systems installed",
      title: "Automated, smart and sustainable car parks",
      lead: "We design, install and remotely manage systems for parking automation, parking guidance, access control and solar carports: from the barrier that reads number plates to the sign that guides drivers to a free space.",
      actions: [
        { label: "Book a consultation", to: "/contatti" },
        { label: "Explore our solutions", to: "/#prodotti-soluzioni", variant: "secondary" },
      ],
      illustration: {
        src: "/attached_assets/illustrations/hero-parking.svg",
        alt: "An automated car park with a barrier, a free-spaces sign and a solar carport with an EV charging point",
      },
    },
    {
      kind: "stats",
      title: "Our track record",
      items: [
        { value: "20+", label: "years of experience" },
        { value: "200+", label: "systems installed" },
        { value: "24/7", label: "remote management and support" },
        { value: "8", label: "sectors served" },
      ],
    },
    {
      kind: "text",
      id: "mission",
      eyebrow: "Our mission",
      title: "Shorter queues, lower costs, more value from every space",
      paragraphs: [
        "We help airports, hospitals, shopping centres, local authorities and hotels turn their car parks into an efficient service: ticketless entry, digital payments, real-time data and remote support around the clock.",
        "Every system starts with a site survey and a tailored design, and is looked after for years to come by our support centre in Padua.",
      ],
      bullets: [
        "Design, installation and maintenance through a single point of contact",
        "Technology of our own: number plate recognition, a web platform, sensors and signs",
        "Clean energy from solar carports, with charging for electric vehicles",
      ],
      illustration: {
        src: "/attached_assets/illustrations/barrier-camera.svg",
        alt: "A barrier with a camera reading the number plate of an arriving car",
      },
    },
    {
      kind: "cards",
      id: "prodotti-soluzioni",
      eyebrow: "Products and Solutions",
      title: "Three families of solutions, one partner",
      columns: 3,
      cards: [
        {
          title: "Parking Automation",
          text: "Web2Park, VeroPark, ParkBasic and PayInPark: from ticketless number plate recognition to unstaffed seasonal car parks.",
          icon: "parking",
          to: "/prodotti/automazione-parcheggi",
        },
        {
          title: "Parking Guidance",
          text: "Info2Park and Go2Park detect free spaces and guide drivers with variable message signs.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
        },
        {
          title: "Solar Carports",
          text: "The Over system: canopies that generate solar power and charge the electric vehicles parked beneath them.",
          icon: "sun",
          to: "/prodotti/pensiline-fotovoltaiche",
        },
      ],
    },
    {
      kind: "cards",
      id: "applications",
      eyebrow: "Applications",
      title: "Solutions built for every sector",
      intro: "Every setting has its own traffic, tariffs and users: here is how we meet the needs of each.",
      columns: 4,
      cards: [
        sector("aeroporti", "Airports", {
          text: "Short stay, long stay, multi-storey car parks and shuttles, all run from a single platform.",
          icon: "plane",
          features: ["Number plate entry", "Online booking and payment", "Short and long-stay tariffs"],
        }),
        sector("ospedali", "Hospitals", {
          text: "Quick access for patients and visitors, with dedicated lanes for staff and emergency vehicles.",
          icon: "hospital",
          features: ["Season passes for staff", "Reduced tariffs for patients", "Lanes reserved for emergencies"],
        }),
        sector("centri-commerciali", "Shopping Centres", {
          text: "Free or timed parking validated at the till, with data on visitor flows.",
          icon: "shopping",
          features: ["Receipt validation", "Free-space counting", "Footfall and dwell-time statistics"],
        }),
        sector("municipalizzate", "Municipal Utilities", {
          text: "Public car parks and on-street parking managed remotely, with takings and reports always under control.",
          icon: "building",
          features: ["Remote control of several car parks", "Payment by smartphone", "Reporting for the authority"],
        }),
        sector("hotel-resort", "Hotels & Resorts", {
          text: "Registered guests recognised by their number plate; VIPs and restaurant visitors drive straight in.",
          icon: "hotel",
          features: ["Plates linked to the booking", "Access for events and conferences", "No passes to hand out"],
        }),
        sector("fiere-eventi", "Trade Fairs & Events", {
          text: "Peak crowds handled with pre-booked spaces, fast gates and signs directing drivers to the car parks.",
          icon: "calendar",
          features: ["Online pre-booking of parking", "High-throughput gates", "Directional signage"],
        }),
        sector("aree-sosta-camion", "Truck Parking", {
          text: "HGV parks open 24 hours a day, with tariffs by vehicle class and automatic payment.",
          icon: "truck",
          features: ["Classification by height", "Card payment around the clock", "Integrated CCTV"],
        }),
        sector("aree-stagionali", "Seasonal Parking", {
          text: "Unstaffed tourist and beach car parks that run only in the season you need them.",
          icon: "tent",
          features: ["Contactless payment on entry", "Free, automatic exit", "Optional 4G connection"],
        }),
      ],
    },
    {
      kind: "contact-info",
      id: "richiedi-informazioni",
      title: "Ask for information",
      text: "Tell us about your car park: we will reply within 24 hours with a first proposal and, if needed, arrange a site survey.",
    },
  ],
};
