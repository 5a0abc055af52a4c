import type { PageContent } from "../../shared/pages/page-schema";
import { PRODUCT_PAGE_PATHS } from "../../shared/pages/site-links";
import { datasheetAddress } from "../../shared/site-addresses";

/** A button of the shape product pages had before datasheets: 'Scarica la brochure' opening the contact form to ask for it. */
function asksForBrochure(action: { label: string; to?: string }): boolean {
  if (!action.to?.startsWith("/contatti")) return false;
  let target = action.to;
  try {
    target = decodeURIComponent(action.to);
  } catch {
    // A malformed escape: the address as written is read instead.
  }
  return /brochure/i.test(action.label) || /brochure/i.test(target);
}

type Actions = { label: string; to?: string }[] | undefined;

/**
 * A product page's content as staff saved it, with its brochure buttons leading where they lead now (decision 29):
 * to the page's datasheet address, which downloads the product's published brochure, or else the datasheet made
 * from the page. Pages edited before datasheets existed stored the contact form as the buttons' target; every
 * other page and button is left as it is.
 */
export function withCurrentBrochureButtons<C extends PageContent>(path: string, content: C): C {
  if (!(PRODUCT_PAGE_PATHS as readonly string[]).includes(path)) return content;
  const datasheet = datasheetAddress(path);
  let changed = false;
  const blocks = content.blocks.map((block) => {
    const actions = (block as { actions?: Actions }).actions;
    if (!actions?.some(asksForBrochure)) return block;
    changed = true;
    return { ...block, actions: actions.map((action) => (asksForBrochure(action) ? { ...action, to: datasheet } : action)) };
  });
  return changed ? ({ ...content, blocks } as C) : content;
}
