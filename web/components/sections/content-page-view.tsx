import type { ContentPage } from "../../content/types";
import { BlockRenderer } from "./block-renderer";
import { ProductTabs } from "./product-tabs";

/** The template of every marketing page: optional product tabs, then the page's blocks in order. */
export function ContentPageView({ page }: { page: ContentPage }) {
  const [hero, ...rest] = page.blocks;
  return (
    <>
      <BlockRenderer block={hero} />
      {page.productCategory ? <ProductTabs current={page.productCategory} /> : null}
      {rest.map((block, index) => (
        <BlockRenderer key={`${block.kind}-${index}`} block={block} />
      ))}
    </>
  );
}
