import type { ContentPage } from "../../../types";

export const address = "/en/products/web2park";

export const page: ContentPage = {
  path: "/prodotti/web2park",
  meta: { title: "Web2Park", description: "Web2Park." },
  blocks: [{ kind: "hero", title: "Web2Park", lead: "Lead." }],
};
