import { Outlet } from "react-router-dom";
import { CookieBanner } from "../features/cookie-consent/cookie-banner";
import { BackLink } from "../components/layout/back-link";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { WhatsappFloat } from "../components/layout/whatsapp-float";
import { island } from "../components/ui/island";
import { useSettings } from "../lib/settings";
import { useSiteTexts } from "../lib/site-texts";
import { useSiteMenus } from "../lib/site-menus";
import { WithSearchSuggestions } from "../islands/search-suggestions";
import { SiteBlocks } from "./site-blocks";
import { KeptHtml } from "./kept-html";
import { menuPaths } from "./menu-paths";

const HeaderIsland = island("site-header", SiteHeader);
const CookieBannerIsland = island("cookie-banner", CookieBanner);

/** Shell of every public page: skip link, sticky navigation, back link, page, footer. */
export function PublicLayout() {
  const settings = useSettings();
  const siteTexts = useSiteTexts();
  const { taglines } = siteTexts;
  const { menus, builtIn } = useSiteMenus();
  // What the header and footer show: drawn once for these, then copied into page after page.
  const chrome = [settings, taglines, menus];
  return (
    <>
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        Vai al contenuto
      </a>
      <KeptHtml name="header" data={chrome} atPath={{ paths: menuPaths(menus) }}>
        <WithSearchSuggestions>
          <HeaderIsland
            companyName={settings.companyName}
            phone={settings.phone}
            taglines={taglines}
            // The built-in menu is in the island's own code: only staff's travels with the page.
            menu={builtIn ? undefined : menus.header}
          />
        </WithSearchSuggestions>
      </KeptHtml>
      <main id="contenuto" tabIndex={-1} className="outline-none">
        <BackLink />
        <SiteBlocks>
          <Outlet />
        </SiteBlocks>
      </main>
      <KeptHtml name="footer" data={[settings, siteTexts, menus]}>
        <SiteFooter />
      </KeptHtml>
      <WhatsappFloat />
      <CookieBannerIsland />
    </>
  );
}
