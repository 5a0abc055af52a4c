import { options } from "preact";
import { nextTask } from "./next-task";

/** Lets the browser handle input and paint before the caller goes on. */
export const nextTaskTurn = (): Promise<void> => new Promise((resolve) => nextTask(resolve));

/**
 * Islands run on Preact. It re-renders in a microtask and runs effects on the next animation frame;
 * React re-renders at once for an update made while the browser dispatches an event (a click, a
 * key) and in a task of its own for any other (an effect, a subscription, a reply from the server),
 * and runs effects in a task. Scheduling them the React way keeps the islands' timing what the
 * components were written for, in a background tab (no frames) too, and keeps the work an island
 * does on its own after hydration (the cookie banner appearing) out of the task that hydrated it.
 */
export function scheduleLikeReact(): void {
  options.debounceRendering = (render) => {
    if (window.event) void Promise.resolve().then(render);
    else nextTask(render);
  };
  options.requestAnimationFrame = nextTask;
}
