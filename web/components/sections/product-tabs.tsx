import { Link } from "../../lib/links";
import { productCategories } from "../../content/site";
import { useDictionary } from "../../content/dictionary";

/** The three main product pages as tabs; the current category is highlighted. */
export function ProductTabs({ current }: { current: string }) {
  const dictionary = useDictionary();
  return (
    <nav aria-label={dictionary.productTabs} className="border-b border-line bg-white">
      <ul className="container-page flex gap-1 overflow-x-auto">
        {productCategories.map((category) => {
          const active = category.path === current;
          return (
            <li key={category.path}>
              <Link
                to={category.path}
                aria-current={active ? "page" : undefined}
                data-active={active}
                className={`inline-flex min-h-12 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap ${
                  active ? "border-brand-600 text-brand-700" : "border-transparent text-muted hover:text-ink"
                }`}
              >
                {dictionary.navLabels[category.path] ?? category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
