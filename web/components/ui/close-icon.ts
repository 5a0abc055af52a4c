import { X as XNode } from "lucide";
import { lucideIcon } from "./lucide-icon";

/** The close (×) icon. */
export const X = /* @__PURE__ */ lucideIcon(XNode);
