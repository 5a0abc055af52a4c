/**
 * Babel plugin for the architecture check: `import type { X } from "m"` becomes `import "m"`, so
 * that a type-only import still counts as an arrow between layers once TypeScript is stripped.
 * It runs on Program entry, before the TypeScript preset drops type-only imports.
 */
module.exports = function keepTypeImports({ types: t }) {
  return {
    name: "keep-type-imports",
    visitor: {
      Program: {
        enter(program) {
          for (const statement of program.get("body")) {
            const node = statement.node;
            const typeOnlyImport = t.isImportDeclaration(node) && node.importKind === "type";
            const typeOnlyReexport = t.isExportNamedDeclaration(node) && node.source && node.exportKind === "type";
            const inlineTypeSpecifiers =
              t.isImportDeclaration(node) && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type");
            if (typeOnlyImport || typeOnlyReexport || inlineTypeSpecifiers) {
              statement.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)));
            }
          }
        },
      },
    },
  };
};
