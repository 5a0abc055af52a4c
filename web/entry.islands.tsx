import { hydrateRoot } from "react-dom/client";
import { repairFailedImages } from "./islands/image-repair";
import { islandComponents } from "./islands/registry";
import { nextTaskTurn, scheduleLikeReact } from "./islands/scheduling";
import { ISLAND_NAMES, type IslandName } from "./lib/islands";
import { startVisitBeacon } from "./lib/visit-beacon";

const isIslandName = (name: string | undefined): name is IslandName =>
  (ISLAND_NAMES as readonly (string | undefined)[]).includes(name);

/**
 * The script of a public page a visitor opens: the server's HTML stays as it is and only the
 * interactive parts (islands) are hydrated, each on its own; those that use the API share the
 * page's data (islands/page-data.tsx).
 */
async function start() {
  scheduleLikeReact();
  repairFailedImages();
  const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
  const loaded = elements.map(async (element) => {
    const name = element.dataset.island;
    return isIslandName(name) ? { element, Component: await islandComponents[name]() } : null;
  });
  // In page order, each in a task of its own: the page stays responsive between them.
  for (const next of loaded) {
    const island = await next;
    if (!island) continue;
    const { element, Component } = island;
    const props: object = element.dataset.props ? JSON.parse(element.dataset.props) : {};
    hydrateRoot(element, <Component {...props} />);
    await nextTaskTurn();
  }
  // Marks the page as interactive; end-to-end tests wait for it.
  document.documentElement.dataset.ready = "true";
  startVisitBeacon();
}

void start();
