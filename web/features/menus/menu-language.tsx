import { Link } from "react-router-dom";
import { LANGUAGE_CODES, type LanguageCode } from "../../../src/shared/languages";
import { siteEdition } from "../../content/translations";
import { staffLanguageNames } from "../../../src/shared/language-names";

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** `?lingua=en` at /admin/menu: the menus of that language are edited. */
export const MENU_LANGUAGE_PARAM = "lingua";

/** What the menu editor needs of each language: its name for staff, its home page, and where a site page lives in it. */
interface MenuLanguage {
  label: string;
  home: string;
  /** The address a site page (its Italian path, with its #section) has in this language; null when it has none. */
  addressOf: (path: string) => string | null;
}

function addressIn(language: LanguageCode) {
  return (path: string): string | null => {
    const at = path.indexOf("#");
    const [page, section] = at < 0 ? [path, ""] : [path.slice(0, at) || "/", path.slice(at)];
    const address = siteEdition.addressIn(page, language);
    return address === null ? null : `${address}${section}`;
  };
}

export const menuLanguages = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [
    code,
    { label: capitalized(staffLanguageNames[code]), home: siteEdition.homeOf(code), addressOf: addressIn(code) },
  ]),
) as Record<LanguageCode, MenuLanguage>;

/** 'Italiano / Inglese': which language's menus the editor shows, each at its own address. */
export function MenuLanguageChoice({ language }: { language: LanguageCode }) {
  return (
    <nav aria-label="Lingua dei menu" className="mt-3">
      <ul className="inline-flex rounded-lg border border-line bg-white p-1">
        {LANGUAGE_CODES.map((code) => (
          <li key={code}>
            <Link
              to={code === "it" ? "/admin/menu" : `/admin/menu?${MENU_LANGUAGE_PARAM}=${code}`}
              aria-current={code === language ? "page" : undefined}
              className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {menuLanguages[code].label}
            </Link>
          </li>
        ))}
      </ul>
      {language === "it" ? null : (
        <p className="mt-2 max-w-3xl text-sm text-muted">
          I menu in inglese delle pagine in inglese: si pubblicano da soli, senza toccare quelli in italiano. Le voci portano agli
          indirizzi inglesi delle pagine.
        </p>
      )}
    </nav>
  );
}
