import { expect, test } from "bun:test";
import { join } from "node:path";

test("the comuni are read the first time one is asked for, not when the server loads the references' code", () => {
  const script = `
    const comuni = await import(${JSON.stringify(join(import.meta.dir, "comuni.ts"))});
    const read = () => Object.keys(require.cache).some((name) => name.endsWith("comuni-data.json"));
    const before = read();
    const milano = comuni.comuneByCode("015146");
    console.log(JSON.stringify({ before, after: read(), name: milano?.name, province: milano?.province, region: milano?.region }));
  `;
  const run = Bun.spawnSync([process.execPath, "-e", script]);
  expect(run.exitCode).toBe(0);
  expect(JSON.parse(run.stdout.toString())).toEqual({
    before: false,
    after: true,
    name: "Milano",
    province: "MI",
    region: "Lombardia",
  });
});
