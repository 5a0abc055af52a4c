import type { ContentPage } from "../../types";
import { callUs } from "../actions";

export const address = "/en/services";

export const page: ContentPage = {
  path: "/servizi",
  meta: {
    title: "Services: design, installation and 24/7/365 support",
    description:
      "From consultation and site survey to installation and maintenance: 24/7/365 remote support, over 20 years of experience and 500+ installations.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Services",
      title: "By your side before, during and after installation",
      lead: "Over 20 years of experience, more than 500 installations in over 95 Italian cities and a support centre staffed 24/7/365: we look after every facility throughout its working life.",
      actions: [{ label: "Book a consultation", to: "/contatti" }, callUs],
      illustration: {
        src: "/attached_assets/illustrations/web-platform.svg",
        alt: "Support centre with the dashboard of the connected facilities",
      },
    },
    {
      kind: "stats",
      title: "Results for our clients",
      items: [
        { value: "500+", label: "installations completed" },
        { value: "20+", label: "years of experience" },
        { value: "95+", label: "Italian cities served" },
        { value: "24/7/365", label: "remote support" },
        { value: "95%", label: "satisfied clients" },
        { value: "-80%", label: "waiting time at the gates" },
        { value: "+30%", label: "positive user reviews" },
      ],
    },
    {
      kind: "cards",
      id: "servizi-principali",
      title: "Our core services",
      columns: 4,
      cards: [
        {
          title: "Consultancy and design",
          text: "Site survey, traffic flow analysis and a tailored design, with a detailed quote.",
          icon: "bar-chart",
        },
        {
          title: "Installation and commissioning",
          text: "Installation, cabling, configuration and commissioning, carried out by our own engineers.",
          icon: "wrench",
        },
        {
          title: "Remote support",
          text: "A control room staffed 24/7/365 for drivers and operators, with remote intervention.",
          icon: "monitor",
        },
        {
          title: "Maintenance",
          text: "Scheduled and on-call maintenance throughout Italy, using original spare parts.",
          icon: "shield",
        },
      ],
    },
    {
      kind: "steps",
      title: "How we deliver your project",
      steps: [
        {
          title: "Analysis and site survey",
          text: "We study the site, the traffic flows and your management needs, and agree the objectives.",
        },
        {
          title: "Design and installation",
          text: "We design the facility, install it and connect it to our control room.",
        },
        {
          title: "Go-live and training",
          text: "We train your staff, support you through the first days of operation and measure the results.",
        },
      ],
    },
    {
      kind: "lists",
      title: "Support channels",
      lists: [
        {
          title: "Telephone",
          icon: "monitor",
          items: ["Dedicated technical support number", "Control room answering 24/7/365"],
        },
        {
          title: "Gate intercoms",
          icon: "signpost",
          items: ["VoIP link to the control room", "Remote gate opening"],
        },
        { title: "Email and tickets", icon: "calendar", items: ["Tracked fault reports", "Full service history"] },
        { title: "Field engineers", icon: "wrench", items: ["Call-outs throughout Italy", "Scheduled maintenance"] },
      ],
    },
    {
      kind: "cards",
      title: "Specialist services",
      columns: 4,
      cards: [
        {
          title: "Third-party management",
          text: "We run your car park on your behalf: takings, season tickets and reporting.",
          icon: "building",
        },
        {
          title: "Software integration",
          text: "Connections to management software, payment apps and CCTV systems.",
          icon: "monitor",
        },
        {
          title: "Data analysis",
          text: "Reports on occupancy, turnover and takings to inform decisions on tariffs and investment.",
          icon: "bar-chart",
        },
        {
          title: "Facility upgrades",
          text: "Modernisation of existing facilities, including those of other manufacturers, without interrupting service.",
          icon: "zap",
        },
      ],
    },
    {
      kind: "text",
      id: "garanzie",
      title: "Our guarantees",
      paragraphs: [
        "Every facility is covered by our standard 24-month warranty from the date of commissioning, which can be extended with a support and scheduled maintenance contract.",
      ],
      bullets: [
        "Standard 24-month warranty on products and installation",
        "Contractually agreed response times",
        "Software updates included in the support contract",
        "Original spare parts held in stock",
      ],
    },
    {
      kind: "cta",
      title: "Have a facility to upgrade or build?",
      text: "Tell us about your project: we will reply within 24 hours.",
      actions: [{ label: "Contact us", to: "/contatti" }, callUs],
    },
  ],
};
