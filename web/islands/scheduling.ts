import { options } from "preact";

/** Runs `callback` in a task of its own, as React's scheduler does (a message, not a timer or a frame). */
function nextTask(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}

/** Lets the browser handle input and paint before the caller goes on. */
export const nextTaskTurn = (): Promise<void> => new Promise((resolve) => nextTask(resolve));

/**
 * Islands run on Preact. It schedules re-renders with queueMicrotask and effects on the next
 * animation frame; React uses promise jobs and message tasks. Scheduling them the React way keeps
 * the islands' timing what the components were written for, in a background tab (no frames) too.
 */
export function scheduleLikeReact(): void {
  options.debounceRendering = (render) => void Promise.resolve().then(render);
  options.requestAnimationFrame = nextTask;
}
