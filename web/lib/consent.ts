import { useSyncExternalStore } from "react";
import { languageOfPath } from "../../src/shared/languages";
import {
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  type CookieConsent,
  parseConsent,
} from "./consent-record";

export const ONLY_NECESSARY: ConsentChoice = { analytics: false, marketing: false, functional: false };
export const ALL_ACCEPTED: ConsentChoice = { analytics: true, marketing: true, functional: true };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedConsent: CookieConsent | null = null;
let preferencesOpen = false;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The choice stored in this browser, or null when there is none still valid (spec §2: six months, this policy version). */
function storedConsent(): CookieConsent | null {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedConsent = parseConsent(raw, new Date());
  }
  return cachedConsent;
}

const emit = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` whenever the choice changes or the preferences open or close, in this tab or another. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random version-4 UUID (crypto.randomUUID needs HTTPS; getRandomValues does not). */
export function randomConsentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The server's record of the choice (POST /api/consent): time, policy version, categories, the random id and the
 * language the banner asked in (the page's), nothing else.
 */
function recordOnServer(consent: CookieConsent): void {
  const { id, version, analytics, marketing, functional } = consent;
  const language = languageOfPath(window.location.pathname);
  // keepalive, which the API client does not send: the record must reach the server even when the
  // choice is the last thing the visitor does before leaving the page.
  fetch("/api/consent", {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ consent_id: id, version, analytics, marketing, functional, language }),
  }).catch(() => {
    // Offline or blocked: the choice still holds in this browser.
  });
}

/** The id kept with earlier choices of this browser, or a new one. */
function consentId(): string {
  const previous = cachedConsent?.id ?? parseConsent(readStorage(), new Date())?.id;
  return previous && UUID.test(previous) ? previous : randomConsentId();
}

/**
 * Saves a choice with today's date, the current policy version and the browser's random consent
 * id, and records it on the server; necessary cookies are always on.
 */
export function saveConsent(choice: ConsentChoice): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    ...choice,
    date: new Date().toISOString(),
    version: CONSENT_POLICY_VERSION,
    id: consentId(),
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage disabled: the choice holds for this page view only.
    cachedRaw = JSON.stringify(consent);
    cachedConsent = consent;
  }
  preferencesOpen = false;
  emit();
  recordOnServer(consent);
  return consent;
}

/**
 * The visitor's choice. `known` is false during the server render and hydration, when the browser's storage cannot
 * be read yet: nothing that depends on consent may render then.
 */
export function useConsent(): { known: boolean; consent: CookieConsent | null } {
  const known = useSyncExternalStore(
    onConsentChange,
    () => true,
    () => false,
  );
  const consent = useSyncExternalStore(onConsentChange, storedConsent, () => null);
  return { known, consent };
}

export function openCookiePreferences(): void {
  preferencesOpen = true;
  emit();
}

export function closeCookiePreferences(): void {
  preferencesOpen = false;
  emit();
}

export function useCookiePreferencesOpen(): boolean {
  return useSyncExternalStore(
    onConsentChange,
    () => preferencesOpen,
    () => false,
  );
}
