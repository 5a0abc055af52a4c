import type { ContentPage } from "../../types";

export const address = "/en/contact";

export const page: ContentPage = {
  path: "/contatti",
  meta: { title: "Contact", description: "Contact." },
  blocks: [{ kind: "hero", title: "Let's talk about your car park", lead: "Lead." }],
};
