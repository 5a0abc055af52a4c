import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { ChevronDown } from "../../components/ui/lucide-icons";
import type { Role } from "../../../src/shared/roles";
import { type AdminNavLink, dashboardLink, navGroupsFor } from "./admin-nav";

const FOLDED_KEY = "parksite-admin-folded-groups";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-md px-3 text-sm font-semibold lg:min-h-8 ${
    isActive ? "bg-brand-50 text-brand-700 shadow-[inset_3px_0_0_var(--color-brand-600)]" : "text-ink hover:bg-brand-50"
  }`;

function readFolded(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FOLDED_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((label): label is string => typeof label === "string") : [];
  } catch {
    return [];
  }
}

const opens = (pathname: string, link: AdminNavLink) => pathname === link.to || pathname.startsWith(`${link.to}/`);

/**
 * The admin's areas in groups that fold, each folded group remembered on this browser. The group of the
 * page being shown opens by itself, so the current area (marked `aria-current="page"`) is always in sight.
 */
export function AdminSidebarLinks({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const groups = navGroupsFor(role);
  const [folded, setFolded] = useState<string[]>(readFolded);
  const idPrefix = useId();
  const currentGroup = groups.find((group) => group.links.some((link) => opens(pathname, link)))?.label;

  useEffect(() => {
    if (currentGroup) setFolded((labels) => (labels.includes(currentGroup) ? labels.filter((l) => l !== currentGroup) : labels));
  }, [currentGroup]);
  useEffect(() => {
    try {
      localStorage.setItem(FOLDED_KEY, JSON.stringify(folded));
    } catch {
      // A browser that keeps nothing shows every group open next time.
    }
  }, [folded]);

  const toggle = (label: string) =>
    setFolded((labels) => (labels.includes(label) ? labels.filter((l) => l !== label) : [...labels, label]));

  return (
    <div className="grid gap-2">
      <NavLink to={dashboardLink.to} end className={linkClass}>
        {dashboardLink.label}
      </NavLink>
      {groups.map((group) => {
        const open = !folded.includes(group.label);
        const listId = `${idPrefix}-${group.label}`;
        return (
          <div key={group.label}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(group.label)}
              className="flex min-h-9 w-full items-center justify-between rounded-md px-3 text-xs lg:min-h-8 font-bold tracking-wide text-muted uppercase hover:bg-brand-50 hover:text-ink"
            >
              {group.label}
              <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "" : "-rotate-90"}`} />
            </button>
            <ul id={listId} aria-label={group.label} hidden={!open} className="mt-0.5 grid gap-0.5 max-lg:grid-cols-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
