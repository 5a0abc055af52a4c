import { expect, test } from "bun:test";
import { join } from "node:path";

test("flushLogs writes the lines another copy of the module buffered (the executable's parts each carry one)", () => {
  const module = join(import.meta.dir, "log-buffer.ts");
  const script = `
    const server = await import(${JSON.stringify(module)});
    const site = await import(${JSON.stringify(`${module}?site-part`)});
    if (server === site) throw new Error("one copy only");
    site.bufferedStdout().write("riga del sito\\n");
    server.flushLogs();
    process.exit(0);
  `;
  const run = Bun.spawnSync([process.execPath, "-e", script]);
  expect(run.stderr.toString()).toBe("");
  expect(run.stdout.toString()).toBe("riga del sito\n");
});

test("a record is written as its line, made with the time it was kept at, in the order it came among the lines", () => {
  const module = join(import.meta.dir, "log-buffer.ts");
  const script = `
    const { bufferedStdout, flushLogs } = await import(${JSON.stringify(module)});
    const out = bufferedStdout((record, at) => record.name + " alle " + at + "\\n");
    out.write("prima riga\\n");
    out.writeRecord({ name: "richiesta" }, 1700000000000);
    out.write("ultima riga\\n");
    flushLogs();
    process.exit(0);
  `;
  const run = Bun.spawnSync([process.execPath, "-e", script]);
  expect(run.stderr.toString()).toBe("");
  expect(run.stdout.toString()).toBe("prima riga\nrichiesta alle 1700000000000\nultima riga\n");
});
