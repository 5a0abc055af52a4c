/**
 * Runs `callback` in a task of its own, as React's scheduler does: a message, which a background
 * tab does not hold back as it does timers and animation frames.
 */
export function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}
