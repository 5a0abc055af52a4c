/** A child process's answer to one request of its parent: what it made, or why it could not. */
export type ChildReply<Value> = { id: number; ok: true; value: Value } | { id: number; ok: false; message: string };

/**
 * The child's side of work done in a child process of the executable (images, PDFs): it answers
 * each request of the parent with `work`, one reply per request id, and ends after `idleExitMs`
 * without work, or when the parent goes.
 */
export function serveParentRequests<Request extends { id: number }, Value>(
  work: (request: Request) => Promise<Value>,
  idleExitMs: number,
): void {
  let running = 0;
  let idle: ReturnType<typeof setTimeout> | null = null;
  const armIdleExit = () => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      if (running === 0) process.exit(0);
    }, idleExitMs);
  };
  process.on("disconnect", () => process.exit(0));
  process.on("message", async (request: Request) => {
    running += 1;
    if (idle) clearTimeout(idle);
    let reply: ChildReply<Value>;
    try {
      reply = { id: request.id, ok: true, value: await work(request) };
    } catch (error) {
      reply = { id: request.id, ok: false, message: (error as Error).message };
    }
    running -= 1;
    process.send?.(reply);
    armIdleExit();
  });
  armIdleExit();
}
