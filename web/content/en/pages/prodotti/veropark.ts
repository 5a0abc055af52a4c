import { productPage } from "../../../product-page";

export const address = "/en/products/veropark";

export const page = productPage({
  path: "/prodotti/veropark",
  family: "/prodotti/automazione-parcheggi",
  language: "en",
  meta: {
    title: "VeroPark: web platform for tariffs, traffic and season tickets",
    description:
      "VeroPark manages tariffs, entries and exits, statistics and season tickets from a browser, with individual log-ins and optional plate recognition.",
  },
  hero: {
    title: "VeroPark",
    lead: "The web platform that lets you run your car park from any browser: tariffs, entries and exits, statistics and season tickets in a single dashboard, with individual log-ins for every operator and optional number plate recognition.",
    illustration: {
      src: "/attached_assets/illustrations/web-platform.svg",
      alt: "VeroPark dashboard showing the day's traffic, takings and charts",
    },
  },
  action: { label: "Book a demo", to: "/contatti?tipo=altro&messaggio=I%20would%20like%20a%20demo%20of%20VeroPark" },
  blocks: [
    {
      kind: "cards",
      title: "Your whole car park in one dashboard",
      columns: 4,
      cards: [
        {
          title: "Tariffs",
          text: "Time bands, daily and public holiday rates, and discount schemes with retailers and businesses.",
          icon: "credit-card",
        },
        {
          title: "Traffic",
          text: "Every entry and exit with its time, gate and the ticket or pass used, visible in real time.",
          icon: "car",
        },
        { title: "Statistics", text: "Occupancy, takings and average stay by day, month and season.", icon: "bar-chart" },
        {
          title: "Season tickets",
          text: "Issue, renew and suspend season tickets, which can also be linked to a number plate.",
          icon: "calendar",
        },
      ],
    },
    {
      kind: "text",
      title: "Every operator sees what they need",
      paragraphs: [
        "Log-ins are personal: the cashier sees takings and end-of-day closures, the accounts team the reports, the car park manager everything. Every action is logged.",
        "With the optional number plate recognition module, VeroPark recognises season ticket holders without a card and links every stay to its plate.",
      ],
      bullets: ["Browser access, nothing to install", "Profiles and permissions for each operator", "Data export for accounting"],
      illustration: { src: "/attached_assets/illustrations/web-platform.svg", alt: "Occupancy and revenue statistics" },
    },
  ],
  cta: {
    title: "Try VeroPark on your own data",
    text: "We will show you the platform set up with your car park's tariffs.",
  },
});
