import type { ContentPage } from "../../types";

export const address = "/en/contact";

export const page: ContentPage = {
  path: "/contatti",
  meta: {
    title: "Contact us: request a quote or a consultation",
    description:
      "Call, email or message us on WhatsApp: we are based in Padua, open Monday to Friday from 9:00 to 18:00, and we reply to every enquiry within 24 hours.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contact",
      title: "Let's talk about your car park",
      lead: "Phone, email or WhatsApp: choose whichever suits you. We are based in Padua, Italy, and reply to every enquiry within 24 hours, Monday to Friday from 9:00 to 18:00 (Italian time).",
    },
    { kind: "contact-tiles" },
    {
      kind: "contact-form",
      id: "modulo",
      title: "Ask for information or a quote",
      intro: "Fill in the form and one of our consultants will get back to you within 24 hours.",
    },
    {
      kind: "office",
      id: "sede",
      title: "Where to find us",
      support: "For faults and reports on installed systems, our support centre is staffed 24 hours a day, 7 days a week.",
      reasonsTitle: "Why choose us",
      reasons: [
        { title: "Over 20 years of experience", text: "We design and install parking systems all over Italy." },
        {
          title: "One point of contact",
          text: "From first consultation to maintenance, with no passing the buck between suppliers.",
        },
        { title: "Our own technology", text: "Software and systems we develop ourselves and keep up to date." },
        { title: "Support 24/7, 365 days a year", text: "A control room that drivers and operators can always reach." },
      ],
    },
    {
      kind: "map",
      id: "mappa",
      title: "How to reach us",
      directions:
        "From the A4 motorway, take the Padova Est exit and follow the signs for the city centre: our offices are a few minutes from the toll gate, with parking for visitors.",
    },
  ],
};
