import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useLocation, useMatches } from "react-router-dom";
import { CookieBanner } from "../features/cookie-consent/cookie-banner";
import { BackLink } from "../components/layout/back-link";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { WhatsappFloat } from "../components/layout/whatsapp-float";
import { island } from "../components/ui/island";
import { languageOfPath } from "../../src/shared/languages";
import { dictionaries } from "../content/dictionary";
import { SiteAddress } from "../lib/links";
import { useSettings } from "../lib/settings";
import { useSiteTexts } from "../lib/site-texts";
import { useSiteMenus } from "../lib/site-menus";
import { WithSearchSuggestions } from "../islands/search-suggestions";
import { SiteBlocks } from "./site-blocks";
import { KeptHtml } from "./kept-html";
import { menuPaths } from "./menu-paths";
import { addressIn, languageLinks, pageMenus, translatedAddresses } from "./page-language";
import { siteEdition } from "../content/translations";
import { resolveVersions } from "../lib/route-handle";

const HeaderIsland = island("site-header", SiteHeader);
const CookieBannerIsland = island("cookie-banner", CookieBanner);

/** Shell of every public page: skip link, sticky navigation, back link, page, footer, in the language of its address. */
export function PublicLayout() {
  const settings = useSettings();
  const siteTexts = useSiteTexts();
  const { taglines } = siteTexts;
  const { menus: italianMenus, builtIn } = useSiteMenus();
  const { pathname } = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  // A page whose versions its data names (a reference): the switcher leads to its own translation.
  const dataVersions = resolveVersions(matches, {
    params: matches.at(-1)?.params ?? {},
    data: (key) => queryClient.getQueryData(key),
  });
  const language = languageOfPath(pathname);
  const italian = language === "it";
  const menus = pageMenus(italianMenus, language);
  const words = dictionaries[language];
  const homePath = addressIn[language]("/");
  // What the header and footer show: drawn once for these, then copied into page after page; each language keeps its own.
  const chrome = [settings, taglines, menus];
  return (
    <SiteAddress.Provider value={addressIn[language]}>
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        {words.skipLink}
      </a>
      <KeptHtml
        // A header whose switcher leads to a translation named by the page's data is drawn for that page alone.
        name={dataVersions?.length ? `header-own-${language}` : italian ? "header" : `header-${language}`}
        data={dataVersions?.length ? [...chrome, dataVersions] : chrome}
        // The language switcher leads to the page's own translation: the translated pages' addresses tell pages apart.
        atPath={{ paths: [...menuPaths(menus), ...translatedAddresses] }}
      >
        <WithSearchSuggestions>
          <HeaderIsland
            companyName={settings.companyName}
            phone={settings.phone}
            taglines={italian ? taglines : {}}
            // The built-in Italian menu is in the island's own code: only staff's, or another language's, travels with the page.
            menu={italian && builtIn ? undefined : menus.header}
            {...(italian ? {} : { homePath })}
            languages={languageLinks(pathname, siteEdition, dataVersions)}
          />
        </WithSearchSuggestions>
      </KeptHtml>
      <main id="contenuto" tabIndex={-1} className="outline-none">
        <BackLink />
        <SiteBlocks>
          <Outlet />
        </SiteBlocks>
      </main>
      <KeptHtml name={italian ? "footer" : `footer-${language}`} data={[settings, siteTexts, menus]}>
        <SiteFooter menus={menus} />
      </KeptHtml>
      <WhatsappFloat />
      <CookieBannerIsland />
    </SiteAddress.Provider>
  );
}
