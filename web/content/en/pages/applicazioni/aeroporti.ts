import type { ContentPage } from "../../../types";

export const address = "/en/applications/airports";

export const page: ContentPage = {
  path: "/applicazioni/aeroporti",
  meta: { title: "Airports", description: "Airports." },
  blocks: [{ kind: "hero", title: "Airports", lead: "Lead." }],
};
