/**
 * The house rules catch what they promise: each rule is planted once in a throw-away tree
 * (under the git-ignored test-results/) and the same tools `npm run lint` runs must report it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = join(import.meta.dir, "../..");
const bin = (name: string) => join(root, "node_modules/.bin", name);
const fixture = join(root, "test-results", `house-rules-${process.pid}`);
/** Each check starts a real tool on a busy machine. */
const TOOL_TIMEOUT_MS = 90_000;

function plant(files: Record<string, string>, base = fixture) {
  for (const [path, text] of Object.entries(files)) {
    const file = join(base, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

function run(cmd: string[], cwd: string) {
  const out = Bun.spawnSync(cmd, { cwd, stdout: "pipe", stderr: "pipe" });
  return { code: out.exitCode, text: out.stdout.toString() + out.stderr.toString() };
}

/** The planted arrows, one per architecture rule: [rule, from, to]. */
const plantedArrows: [string, string, string][] = [
  ["web-imports-only-src-shared", "web/features/blog/uses-api.ts", "src/api/blog/blog.service.ts"],
  ["e2e-imports-only-test-support", "web/e2e/uses-db.e2e.ts", "src/db/client.ts"],
  ["server-enters-web-only-through-ssr", "src/api/blog/renders.ts", "web/entry.server.tsx"],
  ["ssr-imports-only-entry-server", "src/ssr/reads-content.ts", "web/content/site.ts"],
  ["api-resources-stay-apart", "src/api/contact/reaches.ts", "src/api/blog/blog.service.ts"],
  ["shared-is-isomorphic", "src/shared/reads-db.ts", "src/db/client.ts"],
  ["components-below-features", "web/components/sections/uses-feature.tsx", "web/features/blog/post-card.tsx"],
  ["lib-is-the-bottom", "web/lib/uses-component.ts", "web/components/ui/button.tsx"],
  ["features-stay-apart", "web/features/contact/uses-blog.tsx", "web/features/blog/post-card.tsx"],
  ["features-below-app", "web/features/blog/uses-app.tsx", "web/app/route-meta.ts"],
];

function relativeImport(from: string, to: string): string {
  const up = from
    .split("/")
    .slice(0, -1)
    .map(() => "..");
  return `${up.join("/")}/${to.replace(/\.tsx?$/, "")}`;
}

beforeAll(() => {
  rmSync(fixture, { recursive: true, force: true });
  const files: Record<string, string> = {};
  for (const [, from, to] of plantedArrows) {
    files[to] ??= "export const value = 1;\n";
    // A type-only import is an arrow too.
    files[from] = `import type { value } from "${relativeImport(from, to)}";\nexport type Planted = typeof value;\n`;
  }
  files["src/db/cycle-a.ts"] = 'import { b } from "./cycle-b";\nexport const a = () => b;\n';
  files["src/db/cycle-b.ts"] = 'import { a } from "./cycle-a";\nexport const b = () => a;\n';
  // A domain reading Hono's context instead of plain values.
  files["src/backups/reads-context.ts"] = 'import type { Context } from "hono";\nexport type Planted = Context;\n';
  files["src/ssr/typo.ts"] = 'import { x } from "./does-not-exist";\nexport const y = x;\n';
  plant(files, join(fixture, "arrows"));
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe("the architecture check (dependency-cruiser)", () => {
  test(
    "reports every planted arrow against its rule, a domain importing Hono, a cycle and an unresolvable import",
    () => {
      const cwd = join(fixture, "arrows");
      const { code, text } = run(
        [bin("depcruise"), "--config", join(root, ".dependency-cruiser.cjs"), "--output-type", "err", "src", "web"],
        cwd,
      );
      expect(code).not.toBe(0);
      const found = [...text.matchAll(/^\s*error (\S+): (\S+) → (\S+)$/gm)].map((m) => `${m[1]}: ${m[2]} → ${m[3]}`);
      for (const [rule, from, to] of plantedArrows) expect(found).toContain(`${rule}: ${from} → ${to}`);
      expect(text).toMatch(/error no-circular: src\/db\/cycle-[ab]\.ts →/);
      expect(found).toContain("not-to-unresolvable: src/ssr/typo.ts → ./does-not-exist");
      expect(text).toMatch(/error domains-without-hono: src\/backups\/reads-context\.ts → \S*node_modules\/hono\//);
    },
    TOOL_TIMEOUT_MS,
  );

  test(
    "the project itself is clean",
    () => {
      const { code, text } = run(
        [bin("depcruise"), "--config", ".dependency-cruiser.cjs", "--output-type", "err", "src", "web", "scripts"],
        root,
      );
      expect(text).toContain("no dependency violations found");
      expect(code).toBe(0);
    },
    TOOL_TIMEOUT_MS,
  );
});

describe("Biome (format and lint)", () => {
  test(
    "reports a floating promise, a misused promise, a non-exhaustive switch and bad formatting",
    () => {
      plant({
        "biome/src/planted.ts": [
          "async function save(): Promise<number> {",
          "  return 1;",
          "}",
          'export function run(kind: "a" | "b"): number {',
          "  save();",
          "  if (save()) return 2;",
          "  switch (kind) {",
          '    case "a":',
          "      return 1;",
          "  }",
          "  return 0;",
          "}",
          "",
        ].join("\n"),
        "biome/src/unformatted.ts": "export const   spaced={a:1}\n",
      });
      const { code, text } = run(
        [bin("biome"), "check", "--vcs-enabled=false", "--error-on-warnings", "--reporter=github", join(fixture, "biome")],
        root,
      );
      expect(code).not.toBe(0);
      expect(text).toContain("lint/nursery/noFloatingPromises");
      expect(text).toContain("lint/nursery/noMisusedPromises");
      expect(text).toContain("lint/nursery/useExhaustiveSwitchCases");
      expect(text).toMatch(/title=format,file=[^,]*unformatted\.ts/);
    },
    TOOL_TIMEOUT_MS,
  );
});

describe("knip (dead code and unused dependencies)", () => {
  test(
    "reports an unused file, an unused export and an unused dependency",
    () => {
      const base = join(fixture, "knip");
      plant(
        {
          "package.json": JSON.stringify({
            name: "planted",
            private: true,
            type: "module",
            dependencies: { "left-pad": "1.3.0" },
          }),
          "knip.json": JSON.stringify({ entry: ["src/main.ts"], project: ["src/**/*.ts"] }),
          "src/main.ts": 'import { used } from "./helpers";\nconsole.log(used);\n',
          "src/helpers.ts": "export const used = 1;\nexport const forgotten = 2;\n",
          "src/orphan.ts": "export const nobody = 3;\n",
        },
        base,
      );
      const { code, text } = run([bin("knip"), "--directory", base, "--no-progress"], root);
      expect(code).not.toBe(0);
      expect(text).toContain("src/orphan.ts");
      expect(text).toMatch(/forgotten\s+src\/helpers\.ts/);
      expect(text).toContain("left-pad");
    },
    TOOL_TIMEOUT_MS,
  );
});
