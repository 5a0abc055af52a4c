import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requestOrigin } from "../../ssr/ssr-handler";
import type { RelyingParty } from "./passkey.service";

/** The site as WebAuthn sees it: the public origin (or the request's), its host name, the company name. */
export function relyingParty(c: Context<AppEnv>): RelyingParty {
  const origin = requestOrigin(c);
  return { name: c.var.ctx.settings.getPublic().companyName, origin, id: new URL(origin).hostname };
}
