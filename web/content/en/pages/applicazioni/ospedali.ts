import { sectorPage } from "../../../sector-page";
import { callUs } from "../../actions";

export const address = "/en/applications/hospitals";

export const page = sectorPage({
  sector: "ospedali",
  language: "en",
  meta: {
    title: "Hospital car parks: quick access for patients and staff",
    description:
      "Hospital car parks with concessionary rates for patients, permits for staff and gates reserved for emergency vehicles, all managed remotely.",
  },
  hero: {
    title: "Hospital car parks that keep no one waiting",
    lead: "People arriving at hospital should not waste time looking for a space or queuing at a pay station. We separate the flows of patients, visitors, staff and emergency vehicles, and make paying simple.",
    actions: [{ label: "See the solutions", scrollTo: "soluzioni-section" }, callUs],
    illustration: {
      src: "/attached_assets/illustrations/hospital.svg",
      alt: "Hospital with an emergency department, an ambulance and a car park",
    },
  },
  blocks: [
    {
      kind: "text",
      title: "A car park in the service of care",
      paragraphs: [
        "Patients returning every week for treatment, visitors unfamiliar with the site, staff working day and night shifts, ambulances that must get through at once: a hospital car park brings together very different needs.",
        "Our solutions give everyone their own route, and give the hospital's management clear data on occupancy and takings.",
      ],
    },
    {
      kind: "cards",
      id: "soluzioni-section",
      title: "Solutions for hospitals",
      columns: 3,
      cards: [
        {
          title: "Staff permits",
          text: "RFID cards or number plate recognition for doctors, nurses and suppliers, enabled by shift.",
          icon: "key",
          to: "/prodotti/controllo-accessi",
          linkLabel: "Explore access control",
        },
        {
          title: "Concessionary rates",
          text: "Exemptions and reductions for patients undergoing treatment, blood donors and carers, validated by the wards.",
          icon: "credit-card",
          to: "/prodotti/veropark",
          linkLabel: "Explore VeroPark",
        },
        {
          title: "Emergency gates",
          text: "Dedicated lanes and priority opening for ambulances and emergency vehicles.",
          icon: "hospital",
        },
        {
          title: "Queue-free payment",
          text: "Pay by smartphone using the number plate, or at the automatic pay stations located at the entrances.",
          icon: "scan",
          to: "/prodotti/web2park",
          linkLabel: "Explore Web2Park",
        },
        {
          title: "Free spaces signposted",
          text: "Signs at the entrance show the areas with spaces available, including the bays reserved for disabled drivers.",
          icon: "signpost",
          to: "/prodotti/infomobilita",
          linkLabel: "Explore parking guidance",
        },
        {
          title: "Round-the-clock support",
          text: "Our control room answers the gate intercoms 24 hours a day.",
          icon: "monitor",
        },
      ],
    },
  ],
  cta: {
    title: "Improve the welcome your hospital offers",
    text: "Tell us how your car park is organised and we will propose the right routes, tariffs and technologies.",
    actions: [{ label: "Request a quote: fill in the form", to: "/contatti?tipo=ospedale" }, callUs],
  },
});
