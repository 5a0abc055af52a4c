import type { ContentPage } from "../../types";

export const address = "/en";

export const page: ContentPage = {
  path: "/",
  meta: { title: "Parking automation", description: "Parking automation." },
  blocks: [{ kind: "hero", id: "hero", title: "Automated, smart and sustainable car parks", lead: "Lead." }],
};
