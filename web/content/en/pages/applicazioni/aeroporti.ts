import type { ContentPage } from "../../../types";

export const address = "/en/applications/airports";

const quote = { label: "Request a quote", to: "/contatti?tipo=aeroporto" } as const;

export const page: ContentPage = {
  path: "/applicazioni/aeroporti",
  meta: {
    title: "Airport parking: short and long stay without the queues",
    description:
      "Airport car park systems: number plate recognition, QR tickets, online booking and short and long-stay tariffs, with 24/7 remote support.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Airports",
      title: "Airport car parks with no queues at the barrier",
      lead: "Short stay outside the terminal, long stay for travellers, season passes for the people who work there: one platform runs tariffs, access and payments, backed by remote support around the clock.",
      actions: [
        { label: "Explore the solutions", scrollTo: "soluzioni" },
        { ...quote, variant: "secondary" },
      ],
      illustration: {
        src: "/attached_assets/illustrations/airport-terminal.svg",
        alt: "An airport terminal with a plane taking off",
      },
    },
    {
      kind: "text",
      title: "Thousands of passengers a day, each with different needs",
      paragraphs: [
        "At an airport, the car park is the first and last thing a passenger experiences. Someone dropping off a relative wants to stop for a few minutes; someone flying out for a week wants to book ahead and find their space waiting; airport staff want to drive in without giving it a thought.",
        "We keep these flows apart with dedicated tariffs and zones, and run them all from a single platform connected to our support centre.",
      ],
    },
    {
      kind: "cards",
      id: "soluzioni",
      title: "Solutions for airports",
      columns: 3,
      cards: [
        {
          title: "Number plate entry",
          text: "The plate lifts the barrier and links the stay to the online booking: no ticket to keep safe for days.",
          icon: "scan",
          to: "/prodotti/web2park",
          linkLabel: "Discover Web2Park",
        },
        {
          title: "QR tickets for occasional visitors",
          text: "Park Basic prints QR tickets that pay stations and barriers read in an instant, even at peak times.",
          icon: "parking",
          to: "/prodotti/park-basic",
          linkLabel: "Discover Park Basic",
        },
        {
          title: "A tariff for every need",
          text: "Kiss & fly, short stay, long stay and staff season passes, all configured in VeroPark.",
          icon: "credit-card",
          to: "/prodotti/veropark",
          linkLabel: "Discover VeroPark",
        },
        {
          title: "Guidance to a free space",
          text: "Sensors and signs show free spaces by zone and level, starting from the approach roads.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Discover parking guidance",
        },
        {
          title: "Restricted access",
          text: "UHF tags and number plate recognition for service vehicles, shuttles and ground staff.",
          icon: "key",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Discover access control",
        },
        {
          title: "Support around the clock",
          text: "An intercom to our control room: any problem at the barrier is solved remotely, even at night.",
          icon: "monitor",
        },
      ],
    },
    {
      kind: "figures",
      id: "immagini",
      title: "From the terminal to the car park",
      onError: "grey",
      figures: [
        {
          image: {
            src: "/attached_assets/illustrations/airport-terminal.svg",
            alt: "Departures and arrivals terminal with the car park in front",
          },
          caption: "Short stay and kiss & fly right outside the terminal.",
        },
        {
          image: {
            src: "/attached_assets/illustrations/airport-parking.svg",
            alt: "Multi-storey airport car park with a free-spaces sign",
          },
          caption: "Long stay and season pass holders in the multi-storey car park.",
        },
      ],
    },
    { kind: "gallery", id: "galleria", section: "aeroporti", title: "Our installations" },
    {
      kind: "cta",
      title: "Let's talk about your airport",
      text: "We analyse your traffic flows, tariffs and parking zones, then propose a solution with a detailed quote.",
      actions: [quote, { label: "Call us", call: "phone", variant: "secondary" }],
    },
  ],
};
