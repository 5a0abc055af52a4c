import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { staffDisplayName } from "../shared/blog";

/** Who deleted an element, as the bin shows it. */
export const deletedBy = (c: Context<AppEnv>): string => (c.var.user ? staffDisplayName(c.var.user) : "");
