/**
 * Milliseconds since the process started, step by step: what the server spent before it answered
 * (loading the executable's code, opening the database, loading the site). `performance.now()`
 * counts from the start of the process.
 */
export class StartupClock {
  private readonly steps: { name: string; at: number }[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {
    this.mark("code loaded");
  }

  mark(name: string): void {
    this.steps.push({ name, at: this.now() });
  }

  /** Milliseconds from the start of the process to the last step. */
  total(): number {
    return Math.round(this.steps.at(-1)?.at ?? 0);
  }

  /** Each step with its own duration, e.g. "code loaded 41 ms, database 12 ms, listen 1 ms". */
  summary(): string {
    return this.steps.map((step, i) => `${step.name} ${Math.round(step.at - (this.steps[i - 1]?.at ?? 0))} ms`).join(", ");
  }
}
