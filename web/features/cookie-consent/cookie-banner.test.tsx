import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { CookieBanner } from "./cookie-banner";
import { LANGUAGES } from "../../../src/shared/languages";
import { dialogTexts } from "./preferences-dialog-texts";

/** The banner as the server draws it at `path` (hidden until the browser finds no stored choice). */
const bannerAt = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <CookieBanner />
    </MemoryRouter>,
  );

describe("the cookie banner speaks the language of its page", () => {
  test("on an English page: English question, choices and policies", () => {
    const html = bannerAt("/en/products/parking-automation");
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain("This website uses cookies");
    expect(html).toContain("with your consent, analytics, marketing and functional cookies");
    expect(html).toMatch(/href="\/en\/cookie-policy"[^>]*>Cookie Policy<\/a> and our <a [^>]*href="\/en\/privacy-policy"/);
    for (const choice of ["Necessary only", "Accept all", "Customise"]) expect(html).toContain(`>${choice}</button>`);
    expect(html).toContain('aria-label="Close: I accept only the necessary cookies"');
    expect(html).not.toMatch(/Accetta|necessari|Personalizza/);
  });

  test("on an Italian page: today's Italian", () => {
    const html = bannerAt("/applicazioni/aeroporti");
    expect(html).toContain('aria-label="Consenso ai cookie"');
    expect(html).toContain("Questo sito usa i cookie");
    expect(html).toContain("Puoi cambiare idea da «Preferenze cookie» in fondo alla pagina. Leggi la <a");
    expect(html).toMatch(/href="\/cookie-policy"[^>]*>Cookie Policy<\/a> e la <a [^>]*href="\/privacy-policy"/);
    for (const choice of ["Solo necessari", "Accetta tutti", "Personalizza"]) expect(html).toContain(`>${choice}</button>`);
    expect(html).toContain('aria-label="Chiudi: accetto solo i cookie necessari"');
  });
});

describe("the cookie preferences dialog's words", () => {
  const textsOf = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as object).flatMap(textsOf);

  test("every language says every part of it, and English says it in English", () => {
    const italian = textsOf(dialogTexts.it);
    for (const { code } of LANGUAGES) expect(textsOf(dialogTexts[code])).toHaveLength(italian.length);
    const english = textsOf(dialogTexts.en);
    // The policy's name and the marketing category are the same words in both.
    expect(english.filter((text, i) => text === italian[i])).toEqual(["Cookie Policy", "Marketing"]);
    expect(dialogTexts.en).toMatchObject({ title: "Cookie preferences", save: "Save preferences", acceptAll: "Accept all" });
    expect(dialogTexts.it).toMatchObject({
      title: "Preferenze cookie",
      save: "Salva preferenze",
      onlyNecessary: "Solo necessari",
    });
  });
});
