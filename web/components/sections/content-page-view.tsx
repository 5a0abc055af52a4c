import { breadcrumbTrail } from "../../content/breadcrumbs";
import type { SitePage } from "../../../src/shared/pages/page-schema";
import { BlockRenderer } from "./block-renderer";
import { Breadcrumb } from "./breadcrumb";
import { ProductTabs } from "./product-tabs";

/** The template of every marketing page: optional breadcrumb and product tabs, then the page's blocks in order. */
export function ContentPageView({ page }: { page: SitePage }) {
  const [hero, ...rest] = page.blocks;
  return (
    <>
      {page.showBreadcrumb ? <Breadcrumb trail={breadcrumbTrail(page.path, page.breadcrumbLabel)} /> : null}
      <div className={page.showBreadcrumb ? "pt-4" : ""}>
        <BlockRenderer block={hero} />
      </div>
      {page.productCategory ? <ProductTabs current={page.productCategory} /> : null}
      {rest.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are fixed for the page; their position is their identity.
        <BlockRenderer key={`${block.kind}-${index}`} block={block} />
      ))}
    </>
  );
}
