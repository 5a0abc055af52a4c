import { Fragment, type ReactNode } from "react";
import { breadcrumbTrail } from "../../content/breadcrumbs";
import { useDictionary } from "../../content/dictionary";
import type { SitePage } from "../../../src/shared/pages/page-schema";
import type { Block } from "../../content/types";
import { BlockRenderer } from "./block-renderer";
import { Breadcrumb } from "./breadcrumb";
import { ProductTabs } from "./product-tabs";

/**
 * The template of every marketing page: optional breadcrumb and product tabs, then the page's blocks in order.
 * `extra` (the references of a sector or product) goes before the closing call to action, or at the end.
 * `frameBlock` puts each block, drawn, in a frame of the page editor's preview (`index` is its place in `page.blocks`).
 */
export function ContentPageView({
  page,
  extra,
  frameBlock = (drawn) => drawn,
}: {
  page: SitePage;
  extra?: ReactNode;
  frameBlock?: (drawn: ReactNode, block: Block, index: number) => ReactNode;
}) {
  const [hero, ...rest] = page.blocks;
  const closesWithCta = rest.at(-1)?.kind === "cta";
  const words = useDictionary();
  return (
    <>
      {page.showBreadcrumb ? <Breadcrumb trail={breadcrumbTrail(page.path, page.breadcrumbLabel, words)} /> : null}
      <div className={page.showBreadcrumb ? "pt-4" : ""}>{frameBlock(<BlockRenderer block={hero} />, hero, 0)}</div>
      {page.productCategory ? <ProductTabs current={page.productCategory} /> : null}
      {rest.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are fixed for the page; their position is their identity.
        <Fragment key={`${block.kind}-${index}`}>
          {closesWithCta && index === rest.length - 1 ? extra : null}
          {frameBlock(<BlockRenderer block={block} />, block, index + 1)}
        </Fragment>
      ))}
      {closesWithCta ? null : extra}
    </>
  );
}
