import { productPage } from "../../../product-page";

export const address = "/en/products/pay2park";

export const page = productPage({
  path: "/prodotti/pay2park",
  family: "/prodotti/automazione-parcheggi",
  language: "en",
  meta: {
    title: "Pay-in-Park: unattended seasonal parking with contactless cards",
    description:
      "Pay-in-Park: drivers pay on entry with a contactless credit or debit card and exit freely. Traffic-light space counter and optional 4G.",
  },
  hero: {
    title: "Pay-in-Park",
    lead: "The seasonal car park that runs itself: drivers pay on entry with a contactless credit or debit card and leave freely. The barrier opens when the loop detects the vehicle on its way out.",
    illustration: {
      src: "/attached_assets/illustrations/contactless-terminal.svg",
      alt: "Contactless terminal, barrier and traffic-light space counter in a seaside car park",
    },
  },
  action: { label: "Book a demo", to: "/contatti?tipo=altro&messaggio=I%20would%20like%20a%20demo%20of%20Pay-in-Park" },
  blocks: [
    {
      kind: "steps",
      title: "How it works",
      steps: [
        {
          title: "Payment on entry",
          text: "The terminal accepts contactless credit and debit cards only: no cash to collect or safeguard.",
        },
        {
          title: "Parking",
          text: "The space counter updates the traffic-light display: green when there is space, red when the car park is full.",
        },
        {
          title: "Free exit",
          text: "The loop detects the vehicle and the barrier opens: no waiting and no pay station at the exit.",
        },
      ],
    },
    {
      kind: "cards",
      title: "Designed for seasonal car parks",
      columns: 3,
      cards: [
        { title: "Unattended", text: "No cashiers needed: the facility is monitored remotely.", icon: "shield" },
        {
          title: "Optional 4G",
          text: "A 4G modem connects the payment terminal where there is no fixed-line network.",
          icon: "signpost",
        },
        {
          title: "On when you need it",
          text: "Switch it on at the start of the season and off at the end, with no need to dismantle it.",
          icon: "calendar",
        },
      ],
    },
  ],
  cta: {
    title: "Ready for next season?",
    text: "We install Pay-in-Park in just a few days and activate it when you need it.",
  },
});
