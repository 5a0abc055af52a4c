/**
 * The site's Content-Security-Policy allows no `eval`. Zod compiles its object checks with `new Function` where it can,
 * and probes for that the first time it checks an object: the browser refuses the probe and reports the refusal as a
 * violation of the policy (Lighthouse counts it against best practices). Told that it runs without eval, zod never
 * probes. Zod reads this setting from one global object when its code starts and at every check, so setting it before
 * or after zod has loaded both work.
 */
export function runZodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
