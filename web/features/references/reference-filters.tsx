import type { LanguageCode } from "../../../src/shared/languages";
import type { ReferenceFacet, ReferenceListAnswer } from "../../../src/shared/schemas/reference-answers";
import { referencesPath } from "../../../src/shared/references/reference-fields";
import { Link } from "../../lib/links";
import { referenceCopy } from "./reference-copy";

type Filters = ReferenceListAnswer["filters"];
type FilterKey = keyof Filters;

const KEYS: FilterKey[] = ["settore", "prodotto", "regione", "dimensione"];

/**
 * The filters of /referenze: a GET form, so each filtered view has its own address and works without
 * JavaScript; each active filter can be removed by its own link.
 */
export function ReferenceFilters({
  filters,
  facets,
  language = "it",
  action = "/referenze",
}: {
  filters: Filters;
  facets: ReferenceListAnswer["facets"];
  language?: LanguageCode;
  /** The list's address in the page's language. */
  action?: string;
}) {
  const copy = referenceCopy[language].filters;
  const pathOf = (shown: Filters) => referencesPath(shown).replace(/^\/referenze/, action);
  const active = KEYS.filter((key) => filters[key]);
  const labelOf = (key: FilterKey) => facets[key].find((f) => f.value === filters[key])?.label ?? filters[key] ?? "";
  return (
    <div className="rounded-2xl bg-surface p-5">
      <form
        method="get"
        action={action}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5 lg:items-end"
        data-testid="reference-filters"
      >
        {KEYS.map((key) => (
          <FilterSelect key={key} name={key} value={filters[key]} facets={facets[key]} labels={copy.labels[key]} />
        ))}
        <button type="submit" className="btn-primary col-span-2 lg:col-span-1">
          {copy.submit}
        </button>
      </form>
      {active.length > 0 ? (
        <ul aria-label={copy.active} className="mt-4 flex flex-wrap gap-2 text-sm">
          {active.map((key) => (
            <li key={key}>
              <Link
                to={pathOf({ ...filters, [key]: null })}
                className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 font-medium text-brand-900 shadow-sm hover:underline"
                aria-label={copy.remove(copy.labels[key].label, labelOf(key))}
              >
                {labelOf(key)} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={action} className="inline-block px-2 py-1 font-medium text-brand-700 underline">
              {copy.reset}
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function FilterSelect({
  name,
  value,
  facets,
  labels,
}: {
  name: FilterKey;
  value: string | null;
  facets: ReferenceFacet[];
  labels: { label: string; any: string };
}) {
  const id = `filtro-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {labels.label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="field-input mt-1 w-full">
        <option value="">{labels.any}</option>
        {facets
          .filter((facet) => facet.count > 0 || facet.value === value)
          .map((facet) => (
            <option key={facet.value} value={facet.value}>
              {facet.label} ({facet.count})
            </option>
          ))}
      </select>
    </div>
  );
}
