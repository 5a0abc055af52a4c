import { Mail, MapPin, Phone } from "../ui/lucide-icons";
import { Link } from "../../lib/links";
import { useDictionary } from "../../content/dictionary";
import type { SiteMenus } from "../../../src/shared/menus";
import { formatAddress, telHref, whatsappHref } from "../../../src/shared/business-facts";
import { useSettings } from "../../lib/settings";
import { useBusinessTexts } from "../../lib/business-texts";
import { MenuLink } from "./menu-link";
import { island } from "../ui/island";
import { CookiePreferencesButton } from "./cookie-preferences-button";
import { BrandMark, FacebookIcon, InstagramIcon, LinkedinIcon, WhatsappIcon, YoutubeIcon } from "../ui/brand-icons";

const CookiePreferencesIsland = island("cookie-preferences-button", CookiePreferencesButton);

const linkClass = "text-sm text-brand-100 hover:text-white hover:underline";

/** The footer of every public page, with the menus of the page's language. */
export function SiteFooter({ menus, homePath = "/" }: { menus: SiteMenus; homePath?: string }) {
  const settings = useSettings();
  const { companyDescription } = useBusinessTexts();
  const { footer, whatsapp } = useDictionary();
  const socials = [
    { href: settings.social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: settings.social.instagram, label: "Instagram", Icon: InstagramIcon },
    { href: settings.social.linkedin, label: "LinkedIn", Icon: LinkedinIcon },
    { href: settings.social.youtube, label: "YouTube", Icon: YoutubeIcon },
  ].filter((s) => s.href);

  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to={homePath} className="inline-flex items-center gap-2.5 rounded-md">
            <BrandMark className="size-9" />
            <span className="text-lg font-bold text-white">{settings.companyName}</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{companyDescription}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={footer.social}>
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${footer.opensInNewTab}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
            <li>
              <a
                href={whatsappHref(settings.whatsapp, whatsapp.message)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`WhatsApp ${footer.opensInNewTab}`}
                className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              >
                <WhatsappIcon className="size-5" />
              </a>
            </li>
          </ul>
        </div>

        {menus.footer.map((column) => (
          <nav key={column.id} aria-label={column.name || column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-4 grid gap-2.5">
              {column.items.map((item) => (
                <li key={item.id}>
                  <MenuLink link={item.link} className={linkClass}>
                    {item.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{footer.contacts}</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{formatAddress(settings)}</span>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={telHref(settings.phone)} className={linkClass}>
                {settings.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${settings.email}`} className={linkClass}>
                {settings.email}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* On a phone the floating WhatsApp button (56 px, 16 px from the edge) sits at the bottom: the footer ends above it. */}
        <div className="container-page flex flex-col gap-4 pt-6 pb-24 text-xs text-brand-200 md:pb-6 lg:flex-row lg:items-center lg:justify-between">
          <p data-testid="company-legal">{footer.legalLine({ ...settings, address: formatAddress(settings) })}</p>
          <nav aria-label={footer.legalNotes}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footer.legalLinks.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <CookiePreferencesIsland />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
