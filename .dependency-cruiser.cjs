/**
 * The arrows of the design as rules (npm run lint). Every rule names the layer it protects;
 * an exception sits next to the rule it relaxes, with the reason.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const { join } = require("node:path");

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules import each other in one direction only; a circle makes load order and tests fragile.",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-imports-only-src-shared",
      severity: "error",
      comment:
        "The front end reaches the server's code only through src/shared (isomorphic zod schemas and pure TS). " +
        "The browser specs in web/e2e are server-side test code and may use src/test-support (a real SMTP server).",
      from: { path: "^web/", pathNot: ["^web/e2e/", "\\.test\\.tsx?$"] },
      to: { path: "^src/", pathNot: "^src/shared/" },
    },
    {
      name: "web-tests-import-shared-or-test-support",
      severity: "error",
      comment:
        "A test of the front end may start the server's test app (src/test-support) to check that a form says what " +
        "the API answers; nothing else of the server.",
      from: { path: "^web/.*\\.test\\.tsx?$" },
      to: { path: "^src/", pathNot: "^src/(shared|test-support)/" },
    },
    {
      name: "e2e-imports-only-test-support",
      severity: "error",
      comment: "Browser specs drive the compiled binary; from src/ they may use only the test helpers and shared schemas.",
      from: { path: "^web/e2e/" },
      to: { path: "^src/", pathNot: "^src/(shared|test-support)/" },
    },
    {
      name: "server-enters-web-only-through-ssr",
      severity: "error",
      comment: "src/ssr is the server's one door into web/.",
      from: { path: "^src/", pathNot: "^src/ssr/" },
      to: { path: "^web/" },
    },
    {
      name: "ssr-imports-only-entry-server",
      severity: "error",
      comment:
        "The door is narrow: src/ssr imports web/entry.server.tsx and nothing else of web/. Its tests may read " +
        "web/content to check that every built-in page is served (sitemap, titles), which is what they test.",
      from: { path: "^src/ssr/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^web/", pathNot: "^web/entry\\.server\\.tsx$" },
    },
    {
      name: "http-and-middleware-below-api-and-ssr",
      severity: "error",
      comment:
        "src/http and src/middleware are the plumbing every resource uses: they never reach into an API resource or " +
        "the page renderer (a middleware that needs a resource's logic lives with that resource). Tests may set up accounts.",
      from: { path: "^src/(http|middleware)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/(api|ssr)/" },
    },
    {
      name: "api-resources-stay-apart",
      severity: "error",
      comment:
        "An API resource never reaches into another's internals; what two resources share lives in src/db, " +
        "src/shared or a module of its own under src/. The visit counter leaves staff uncounted by their session " +
        "cookie alone, without reading the database for a visitor, so it reads the cookie where sign-in names it.",
      from: { path: "^src/api/([^/]+)/" },
      to: { path: "^src/api/[^/]+/", pathNot: ["^src/api/$1/", "^src/api/auth/session-cookie\\.ts$"] },
    },
    {
      name: "shared-is-isomorphic",
      severity: "error",
      comment:
        "src/shared runs in the browser too: it imports only itself and browser-safe packages, never the server. " +
        "Its tests run under bun only and may compare a shared rule with the server's use of it.",
      from: { path: "^src/shared/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: "^src/shared/|^node_modules/(zod)/" },
    },
    {
      name: "domains-without-hono",
      severity: "error",
      comment:
        "A domain that several resources, the command line or the server use (audit, backups, search, recycle-bin, " +
        "stats, accounts, mail, images) takes plain values (a Request, headers, the person, the address) and answers " +
        "plain values, so it runs the same from a command, a worker or a test; what reads Hono's context is plumbing " +
        "in src/http or a resource's routes.",
      from: { path: "^src/(audit|backups|search|recycle-bin|stats|accounts|mail|images)/" },
      to: { path: "(^|/)node_modules/hono/" },
    },
    {
      name: "components-below-features",
      severity: "error",
      comment: "web/components are building blocks: they never import a feature or the app shell.",
      from: { path: "^web/components/" },
      to: { path: "^web/(features|app|entry\\.[a-z]+\\.tsx)" },
    },
    {
      name: "lib-is-the-bottom",
      severity: "error",
      comment: "web/lib holds helpers every layer uses; it imports no component, feature or app module.",
      from: { path: "^web/lib/" },
      to: { path: "^web/(components|features|app|entry\\.[a-z]+\\.tsx)" },
    },
    {
      name: "features-stay-apart",
      severity: "error",
      comment: "A feature never imports another feature; what two features share moves down to web/components or web/lib.",
      from: { path: "^web/features/([^/]+)/" },
      to: { path: "^web/features/", pathNot: "^web/features/$1/" },
    },
    {
      name: "features-below-app",
      severity: "error",
      comment: "Features are composed by the app shell (web/app), never the other way round.",
      from: { path: "^web/features/" },
      to: { path: "^web/(app|entry\\.[a-z]+\\.tsx)" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import that resolves to nothing is a typo or a missing package. Bun's own modules, src/generated " +
        "(written by the build) and parksite:islands (the islands' list, written by the build from web/islands) are the exceptions.",
      from: {},
      to: { couldNotResolve: true, pathNot: "^bun(:|$)|^\\./generated/|^(\\.\\./)*generated/|^parksite:islands$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|data|\\.build|src/generated)/" },
    babelConfig: { fileName: join(__dirname, "scripts/lint/babel.config.cjs") },
    tsConfig: { fileName: join(__dirname, "tsconfig.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
