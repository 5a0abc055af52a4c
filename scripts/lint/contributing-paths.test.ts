import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * CONTRIBUTING.md and the layout paragraph of the README are the map a newcomer follows: every file
 * or folder they name must be in the repository, and every function, type or constant they pair
 * with a file must be declared in it.
 */
const root = join(import.meta.dir, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The README's "Layout:" paragraph (the rest of the README names places of a data folder or a server). */
function readmeLayout(): string {
  const readme = read("README.md");
  const start = readme.indexOf("\nLayout:");
  if (start < 0) throw new Error("README.md has no 'Layout:' paragraph");
  const end = readme.indexOf("\n\n", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

const IDENTIFIER = /^([A-Za-z_$][\w$]*)(?:\(.*\))?$/;
const FILE_NAME = /\.(tsx?|cjs|mjs|jsonc?|md|css|toml)$/;

/** A code span that names a place in the repository (not a URL, a command or a data folder's file). */
function isRepositoryPath(span: string): boolean {
  if (/\s/.test(span) || span.startsWith("/") || span.startsWith("../") || span.includes("://")) return false;
  return span.includes("/") ? /^[\w.<>-]+\//.test(span) : FILE_NAME.test(span);
}

/** The layout's code block names its paths bare: every word of it that is a path. */
function layoutBlockPaths(text: string): string[] {
  const block = /^## The layout[^\n]*\n+```\n([\s\S]*?)\n```/m.exec(text)?.[1] ?? "";
  return block.split(/[\s,;():]+/).filter((word) => word.length > 0 && isRepositoryPath(word));
}

/** Every backticked path of the text, with its `<placeholder>` parts as globs. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? "");
  return [...new Set([...spans.filter(isRepositoryPath), ...layoutBlockPaths(text)])];
}

/** Where a bare file name is looked for: the project's own folders (not node_modules, nor what the build writes). */
const SOURCE_FOLDERS = ["src", "web", "scripts", "docs"];

/** Whether the repository holds the path: exactly, as a glob when it has placeholders, anywhere for a bare file name. */
function exists(path: string): boolean {
  const pattern = path.replace(/<[^>]+>/g, "*").replace(/\/$/, "");
  if (!path.includes("/")) {
    if (existsSync(join(root, pattern))) return true;
    return SOURCE_FOLDERS.some((folder) => matches(folder, `**/${pattern}`, true));
  }
  if (!pattern.includes("*")) return existsSync(join(root, pattern));
  return matches(".", pattern, !path.endsWith("/"));
}

function matches(folder: string, pattern: string, onlyFiles: boolean): boolean {
  for (const _ of new Bun.Glob(pattern).scanSync({ cwd: join(root, folder), onlyFiles })) return true;
  return false;
}

/**
 * The names the text pairs with a file: "`name` (`path`", "`name` from `path`", "`name` in `path`",
 * and "`path` `name`" (a file and the function in it).
 */
function pairedNames(text: string): { name: string; path: string }[] {
  const pairs: { name: string; path: string }[] = [];
  for (const m of text.matchAll(/`([^`\n]+)`\s+(?:\(|from\s+|in\s+)`([^`\n]+)`/g)) {
    const name = IDENTIFIER.exec(m[1] ?? "")?.[1];
    if (name && isRepositoryPath(m[2] ?? "")) pairs.push({ name, path: m[2] ?? "" });
  }
  for (const m of text.matchAll(/`([^`\n]+)`\s+`([^`\n]+)`/g)) {
    const name = IDENTIFIER.exec(m[2] ?? "")?.[1];
    if (name && isRepositoryPath(m[1] ?? "")) pairs.push({ name, path: m[1] ?? "" });
  }
  return pairs;
}

/** Whether the file declares the name (or re-exports it); in a configuration file, whether it has that key. */
function declares(path: string, name: string): boolean {
  if (!existsSync(join(root, path))) return false;
  const source = read(path);
  if (!/\.tsx?$/.test(path)) return new RegExp(`["']?\\b${name}["']?\\s*:`).test(source);
  const declared = new RegExp(`\\b(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${name.replace("$", "\\$")}\\b`);
  const reexported = new RegExp(`export\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return declared.test(source) || reexported.test(source);
}

const documents = [
  { name: "CONTRIBUTING.md", text: read("CONTRIBUTING.md") },
  { name: "README.md (Layout)", text: readmeLayout() },
];

describe("the contributor's map matches the repository", () => {
  for (const document of documents) {
    test(`every path ${document.name} names exists`, () => {
      const paths = namedPaths(document.text);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((path) => !exists(path))).toEqual([]);
    });
  }

  test("every name CONTRIBUTING.md pairs with a file is declared in that file", () => {
    const pairs = pairedNames(read("CONTRIBUTING.md"));
    expect(pairs.length).toBeGreaterThan(10);
    expect(pairs.filter(({ name, path }) => !declares(path, name)).map(({ name, path }) => `${name} in ${path}`)).toEqual([]);
  });
});
