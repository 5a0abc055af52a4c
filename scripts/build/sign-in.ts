/**
 * The pages opened before signing in (web/entry.signin.tsx): React's API served by Preact, as for the
 * islands, and react-router-dom by web/features/sign-in/standalone-router.tsx (plain links; signing in loads the admin).
 */
import { assetUrl, bundle, outputOf, preactRuntime, staticClosure } from "./bundle";

export async function buildSignIn() {
  const meta = await bundle(["web/entry.signin.tsx"], "signin", "bundle dell'accesso", [
    preactRuntime("sign-in-runtime", "web/features/sign-in/standalone-router.tsx"),
  ]);
  const output = outputOf(meta, "web/entry.signin.tsx");
  if (!output) throw new Error("script dell'accesso non trovato nel metafile");
  return { signInScript: assetUrl(output), signInImports: staticClosure(meta, output).slice(1).map(assetUrl) };
}
