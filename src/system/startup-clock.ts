/** Milliseconds of processor time the process has used (all its threads, user and system). */
const processorMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * Milliseconds since the process started, step by step: what the server spent before it answered
 * (loading the executable's code, opening the database, loading the site), and the processor time
 * of each step, which a busy machine does not inflate. `performance.now()` counts from the start
 * of the process.
 */
export class StartupClock {
  private readonly steps: { name: string; at: number; cpu: number }[] = [];

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly cpu: () => number = processorMs,
  ) {
    this.mark("code loaded");
  }

  mark(name: string): void {
    this.steps.push({ name, at: this.now(), cpu: this.cpu() });
  }

  /** Milliseconds from the start of the process to the last step. */
  total(): number {
    return Math.round(this.steps.at(-1)?.at ?? 0);
  }

  /** Each step with its own duration and processor time, e.g. "code loaded 41 ms (CPU 35), database 12 ms (CPU 11)". */
  summary(): string {
    return this.steps
      .map((step, i) => {
        const before = this.steps[i - 1];
        return `${step.name} ${Math.round(step.at - (before?.at ?? 0))} ms (CPU ${Math.round(step.cpu - (before?.cpu ?? 0))})`;
      })
      .join(", ");
  }
}
