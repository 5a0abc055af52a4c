import { islandModules } from "parksite:islands";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { repairFailedImages } from "./islands/image-repair";
import { nextTaskTurn, scheduleLikeReact } from "./islands/scheduling";
import type { IslandModule } from "./lib/islands";
import { startVisitBeacon } from "./lib/visit-beacon";
import { runZodWithoutEval } from "./lib/zod-without-eval";

interface Island {
  element: HTMLElement;
  Component: ComponentType<object>;
}

/** Islands not yet hydrated, by their element. */
const waiting = new Map<HTMLElement, Island>();

function hydrate(island: Island): void {
  if (!waiting.delete(island.element)) return;
  const props: object = island.element.dataset.props ? JSON.parse(island.element.dataset.props) : {};
  hydrateRoot(island.element, <island.Component {...props} />);
}

/**
 * The first pointer, touch, focus or key inside an island hydrates it at once, in the capturing
 * phase: its own handlers are in place before the event reaches them (focus and pointerenter do
 * not bubble, but every event is captured from the document down).
 */
const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focus", "focusin", "keydown"] as const;
function hydrateOnInteraction(): void {
  const onEvent = (event: Event) => {
    if (waiting.size === 0) return;
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-island]") : null;
    const island = element ? waiting.get(element) : undefined;
    if (island) hydrate(island);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onEvent, { capture: true, passive: true });
}

/** Islands hydrated when they come on screen, or earlier if used. */
function hydrateWhenVisible(islands: Island[]): void {
  if (islands.length === 0) return;
  // The wrapper takes no box (display: contents): its first element is what is seen.
  const byTarget = new Map<Element, Island>(
    islands.map((island) => [island.element.firstElementChild ?? island.element, island]),
  );
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const island = byTarget.get(entry.target);
      if (island) hydrate(island);
    }
  });
  for (const target of byTarget.keys()) observer.observe(target);
}

/**
 * The script of a public page a visitor opens: the server's HTML stays as it is and only the
 * interactive parts (islands, web/islands/<name>.island.tsx) are hydrated, each on its own and only
 * when its file says; those that use the API share the page's data (islands/page-data.tsx).
 */
async function start() {
  runZodWithoutEval();
  scheduleLikeReact();
  repairFailedImages();
  const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
  // Every island's code is loaded first: one used later is then hydrated in the same event.
  const islands = (
    await Promise.all(
      elements.map(async (element) => {
        const name = element.dataset.island ?? "";
        if (!Object.hasOwn(islandModules, name)) return null;
        const module: IslandModule = await (islandModules[name] as () => Promise<IslandModule>)();
        return { module, island: { element, Component: module.component as ComponentType<object> } };
      }),
    )
  ).filter((found) => found !== null);
  for (const { island } of islands) waiting.set(island.element, island);
  for (const { module, island } of islands) module.prepare?.(island.element, () => hydrate(island));
  hydrateOnInteraction();
  hydrateWhenVisible(islands.filter(({ module }) => module.hydrate === "visible").map(({ island }) => island));
  // In page order, each in a task of its own (not the one that ran this script): the page stays responsive between them.
  for (const { module, island } of islands) {
    if (module.hydrate !== "load") continue;
    await nextTaskTurn();
    hydrate(island);
  }
  // Marks the page as interactive; end-to-end tests wait for it.
  document.documentElement.dataset.ready = "true";
  startVisitBeacon();
}

void start();
