import type { ContentPage } from "../../../types";
import { callUs } from "../../actions";

export const address = "/en/products/parking-guidance";

export const page: ContentPage = {
  path: "/prodotti/infomobilita",
  productCategory: "/prodotti/infomobilita",
  meta: {
    title: "Parking guidance: Info2Park and Go2Park",
    description:
      "Occupancy sensors with 99.5% reliability and variable message signs visible from over 50 metres, guiding drivers straight to a free space.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Parking Guidance",
      title: "We guide every driver to the nearest free space",
      lead: "A sensor on every bay and variable message signs show in real time where spaces are free: less circling, less congestion and lower emissions, with faster turnover and happier customers.",
      actions: [
        {
          label: "Book a consultation",
          to: "/contatti?tipo=centro-urbano&messaggio=I%20would%20like%20information%20on%20parking%20guidance%20systems",
        },
        { label: "Explore the systems", scrollTo: "sistemi", variant: "secondary" },
      ],
      illustration: {
        src: "/attached_assets/illustrations/signage.svg",
        alt: "Sign showing the free spaces on each level, with a sensor on each bay",
      },
    },
    {
      kind: "stats",
      items: [
        { value: "99.5%", label: "reliability in detecting occupied bays" },
        { value: "50+ m", label: "sign visibility" },
        { value: "H24", label: "round-the-clock operation" },
        { value: "3D", label: "detection technology" },
      ],
    },
    {
      kind: "systems",
      id: "sistemi",
      eyebrow: "The systems",
      title: "Info2Park and Go2Park",
      intro: "Inside the car park and on the roads leading to it: two systems that talk to each other.",
      systems: [
        {
          id: "info2park",
          name: "Info2Park",
          subtitle: "Space guidance inside the car park",
          description:
            "A sensor in each bay detects whether a car is parked there; signs at the entrance to every level and aisle show how many spaces are left, with arrows and colours.",
          icon: "signpost",
          gradient: "teal",
          features: [
            "Occupancy sensors with 3D technology",
            "Green and red bay indicator lights",
            "Level and aisle signs",
            "Live space count on the platform",
          ],
          image: { src: "/attached_assets/illustrations/signage.svg", alt: "Sign showing the free spaces on each level" },
        },
        {
          id: "go2park",
          name: "Go2Park",
          subtitle: "City-wide guidance to car parks",
          description:
            "Roadside variable message signs direct traffic to the car parks with spaces available; the same data feeds websites, apps and traffic control centres.",
          icon: "map-pin",
          gradient: "green",
          features: [
            "Roadside signs visible from over 50 metres",
            "Availability across several car parks at a glance",
            "Open data for council apps and websites",
            "Programmable messages for events and roadworks",
          ],
          image: {
            src: "/attached_assets/illustrations/city-guidance.svg",
            alt: "Roadside sign showing the free spaces in three car parks",
          },
        },
      ],
    },
    {
      kind: "figures",
      id: "installazioni",
      title: "What an installation looks like",
      intro: "Level and aisle signs in multi-storey car parks, roadside signs for guidance around town.",
      figures: [
        {
          image: {
            src: "/attached_assets/illustrations/signage.svg",
            alt: "Indoor sign showing the free spaces on levels -1 and -2",
          },
          caption: "Multi-storey car park: the free spaces on each level, shown at the foot of every ramp.",
        },
        {
          image: {
            src: "/attached_assets/illustrations/city-guidance.svg",
            alt: "Roadside sign showing the free spaces at the Centre, Station and Hospital car parks",
          },
          caption: "City guidance: three car parks, one sign.",
        },
      ],
    },
    {
      kind: "lists",
      id: "applicazioni",
      title: "Where it is used",
      lists: [
        {
          title: "Urban areas",
          icon: "building",
          items: [
            "Public multi-storey car parks",
            "Park-and-ride car parks",
            "Historic centres and limited traffic zones",
            "City-wide guidance",
          ],
        },
        {
          title: "Private sector",
          icon: "shopping",
          items: ["Shopping centres and outlets", "Company car parks", "Hotels and resorts", "Hospitals and clinics"],
        },
        {
          title: "Infrastructure",
          icon: "plane",
          items: ["Airports", "Railway stations", "Ports and terminals", "Exhibition centres and events"],
        },
      ],
    },
    {
      kind: "cta",
      title: "Want to stop drivers circling your car park?",
      text: "We will show you how sensors and signs improve space turnover and the customer experience.",
      actions: [{ label: "Book a consultation", to: "/contatti" }, callUs],
    },
  ],
};
