import { useQuery, useQueryClient } from "@tanstack/react-query";
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
import { useBusinessTexts } from "../lib/business-texts";
import { useSiteMenus } from "../lib/site-menus";
import { WithSearchSuggestions } from "../islands/search-suggestions";
import { SiteBlocks } from "./site-blocks";
import { KeptHtml } from "./kept-html";
import { menuPaths } from "./menu-paths";
import { resolveLanguageVersions } from "../lib/route-handle";
import { siteQueries, useSiteReads } from "../lib/site-queries";
import { editionReading, languageLinks, pageMenus } from "./page-language";

const HeaderIsland = island("site-header", SiteHeader);
const CookieBannerIsland = island("cookie-banner", CookieBanner);

/** Shell of every public page: skip link, sticky navigation, back link, page, footer, in the language of its address. */
export function PublicLayout() {
  const settings = useSettings();
  const siteTexts = useSiteTexts();
  const { taglines } = siteTexts;
  const businessTexts = useBusinessTexts();
  const { pathname } = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const language = languageOfPath(pathname);
  // A page whose translations are data (an article) says where it is in the other languages.
  const own = resolveLanguageVersions(matches, {
    params: matches.at(-1)?.params ?? {},
    pathname,
    data: (key) => queryClient.getQueryData(key),
  });
  // The pages staff created and translated are read with the layout: the switcher leads from one to the other.
  const { data: edited } = useQuery(siteQueries.editedPages(useSiteReads()));
  const { edition, translatedAddresses, addressIn } = editionReading(edited?.translations);
  const languages = languageLinks(pathname, edition, own);
  const italian = language === "it";
  // The header of a page whose switcher leads to its own translation is kept under that translation's address too.
  const header = `${italian ? "header" : `header-${language}`}${own?.length ? ` ${languages.map((link) => link.href).join(" ")}` : ""}`;
  const { menus: languageMenus, builtIn } = useSiteMenus(language);
  const menus = pageMenus(languageMenus, language);
  const words = dictionaries[language];
  const homePath = addressIn[language]("/");
  // What the header and footer show: drawn once for these, then copied into page after page; each language keeps its own.
  // The edition (the created pages' published translations with the built-in ones) decides where the switcher leads.
  const chrome = [settings, taglines, menus, edition];
  return (
    <SiteAddress.Provider value={addressIn[language]}>
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        {words.skipLink}
      </a>
      <KeptHtml
        name={header}
        data={chrome}
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
            languages={languages}
          />
        </WithSearchSuggestions>
      </KeptHtml>
      <main id="contenuto" tabIndex={-1} className="outline-none">
        <BackLink />
        <SiteBlocks>
          <Outlet />
        </SiteBlocks>
      </main>
      <KeptHtml name={italian ? "footer" : `footer-${language}`} data={[settings, siteTexts, menus, businessTexts]}>
        <SiteFooter menus={menus} />
      </KeptHtml>
      <WhatsappFloat />
      <CookieBannerIsland />
    </SiteAddress.Provider>
  );
}
