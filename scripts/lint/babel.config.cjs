/** How the architecture check (dependency-cruiser) reads TypeScript and JSX: types stripped, type imports kept as arrows. */
module.exports = {
  plugins: [require("./keep-type-imports.cjs")],
  presets: [[require.resolve("@babel/preset-typescript"), { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
  parserOpts: { plugins: ["jsx"] },
};
