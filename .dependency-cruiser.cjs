/**
 * The arrows of the design as rules (npm run lint). Every rule names the layer it protects;
 * an exception sits next to the rule it relaxes, with the reason.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const { join } = require("node:path");

/** A rule of the design, named for what it protects, with the reason; breaking any one fails the lint. */
const rule = (name, comment, from, to) => ({ name, severity: "error", comment, from, to });

module.exports = {
  forbidden: [
    rule(
      "no-circular",
      "Modules import each other in one direction only; a circle makes load order and tests fragile.",
      {},
      { circular: true },
    ),
    rule(
      "web-imports-only-src-shared",
      "The front end reaches the server's code only through src/shared (isomorphic zod schemas and pure TS). " +
        "The browser specs in web/e2e are server-side test code and may use src/test-support (a real SMTP server).",
      { path: "^web/", pathNot: ["^web/e2e/", "\\.test\\.tsx?$"] },
      { path: "^src/", pathNot: "^src/shared/" },
    ),
    rule(
      "web-tests-import-shared-or-test-support",
      "A test of the front end may start the server's test app (src/test-support) to check that a form says what " +
        "the API answers; nothing else of the server.",
      { path: "^web/.*\\.test\\.tsx?$" },
      { path: "^src/", pathNot: "^src/(shared|test-support)/" },
    ),
    rule(
      "e2e-imports-only-test-support",
      "Browser specs drive the compiled binary; from src/ they may use only the test helpers and shared schemas.",
      { path: "^web/e2e/" },
      { path: "^src/", pathNot: "^src/(shared|test-support)/" },
    ),
    rule(
      "server-enters-web-only-through-ssr",
      "src/ssr is the server's one door into web/.",
      { path: "^src/", pathNot: "^src/ssr/" },
      { path: "^web/" },
    ),
    rule(
      "ssr-imports-only-entry-server",
      "The door is narrow: src/ssr imports web/entry.server.tsx and nothing else of web/. Its tests may read " +
        "web/content to check that every built-in page is served (sitemap, titles), which is what they test.",
      { path: "^src/ssr/", pathNot: "\\.test\\.tsx?$" },
      { path: "^web/", pathNot: "^web/entry\\.server\\.tsx$" },
    ),
    rule(
      "http-and-middleware-below-api-and-ssr",
      "src/http and src/middleware are the plumbing every resource uses: they never reach into an API resource or " +
        "the page renderer (a middleware that needs a resource's logic lives with that resource). Tests may set up accounts.",
      { path: "^src/(http|middleware)/", pathNot: "\\.test\\.ts$" },
      { path: "^src/(api|ssr)/" },
    ),
    rule(
      "api-resources-stay-apart",
      "An API resource never reaches into another's internals; what two resources share lives in src/db, " +
        "src/shared or a module of its own under src/. The visit counter leaves staff uncounted by their session " +
        "cookie alone, without reading the database for a visitor, so it reads the cookie where sign-in names it.",
      { path: "^src/api/([^/]+)/" },
      { path: "^src/api/[^/]+/", pathNot: ["^src/api/$1/", "^src/api/auth/session-cookie\\.ts$"] },
    ),
    rule(
      "shared-is-isomorphic",
      "src/shared runs in the browser too: it imports only itself and browser-safe packages, never the server. " +
        "Its tests run under bun only and may compare a shared rule with the server's use of it.",
      { path: "^src/shared/", pathNot: "\\.test\\.ts$" },
      { pathNot: "^src/shared/|^node_modules/(zod)/" },
    ),
    rule(
      "domains-without-hono",
      "A domain that several resources, the command line or the server use (audit, backups, search, recycle-bin, " +
        "stats, accounts, mail, images) takes plain values (a Request, headers, the person, the address) and answers " +
        "plain values, so it runs the same from a command, a worker or a test; what reads Hono's context is plumbing " +
        "in src/http or a resource's routes.",
      { path: "^src/(audit|backups|search|recycle-bin|stats|accounts|mail|images)/" },
      { path: "(^|/)node_modules/hono/" },
    ),
    rule(
      "components-below-features",
      "web/components are building blocks: they never import a feature or the app shell.",
      { path: "^web/components/" },
      { path: "^web/(features|app|entry\\.[a-z]+\\.tsx)" },
    ),
    rule(
      "lib-is-the-bottom",
      "web/lib holds helpers every layer uses; it imports no component, feature or app module.",
      { path: "^web/lib/" },
      { path: "^web/(components|features|app|entry\\.[a-z]+\\.tsx)" },
    ),
    rule(
      "features-stay-apart",
      "A feature never imports another feature; what two features share moves down to web/components or web/lib.",
      { path: "^web/features/([^/]+)/" },
      { path: "^web/features/", pathNot: "^web/features/$1/" },
    ),
    rule(
      "features-below-app",
      "Features are composed by the app shell (web/app), never the other way round.",
      { path: "^web/features/" },
      { path: "^web/(app|entry\\.[a-z]+\\.tsx)" },
    ),
    rule(
      "not-to-unresolvable",
      "An import that resolves to nothing is a typo or a missing package. Bun's own modules, src/generated " +
        "(written by the build) and parksite:islands (the islands' list, written by the build from web/islands) are the exceptions.",
      {},
      { couldNotResolve: true, pathNot: "^bun(:|$)|^\\./generated/|^(\\.\\./)*generated/|^parksite:islands$" },
    ),
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
