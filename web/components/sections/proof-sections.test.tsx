import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { daysAfter, romeToday } from "../../../src/shared/pages/certification-dates";
import type { CertificationsBlock, ClientsBlock } from "../../content/types";
import { CertificationsSection } from "./certifications-section";
import { ClientsSection } from "./clients-section";

const certification = (name: string, validUntil: string) => ({
  badge: "/uploads/badge.png",
  name,
  issuer: "Bureau Veritas",
  number: `N-${name}`,
  validUntil,
  document: "/documenti/certificato-iso-9001",
});

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("the 'Certificazioni' block on a public page", () => {
  const today = romeToday();

  test("shows a certification through its last day and leaves out one that has expired", () => {
    const block: CertificationsBlock = {
      kind: "certifications",
      title: "Le nostre certificazioni",
      certifications: [
        certification("ISO 9001", daysAfter(today, 1)),
        certification("ISO 14001", today),
        certification("ISO 45001", daysAfter(today, -1)),
      ],
    };
    const html = render(<CertificationsSection block={block} />);
    expect(html).toContain("ISO 9001");
    expect(html).toContain("ISO 14001");
    expect(html).not.toContain("ISO 45001");
    const [year, month, day] = daysAfter(today, 1).split("-");
    expect(html).toContain(`<time dateTime="${daysAfter(today, 1)}">${day}/${month}/${year}</time>`);
    expect(html).toContain('href="/documenti/certificato-iso-9001"');
    expect(html).toContain("Vedi il certificato");
  });

  test("a block whose certifications have all expired is not on the page at all", () => {
    const block: CertificationsBlock = {
      kind: "certifications",
      title: "Le nostre certificazioni",
      certifications: [certification("ISO 9001", "2020-01-01")],
    };
    expect(render(<CertificationsSection block={block} />)).toBe("");
  });

  test("the day is Rome's: at 23:30 UTC on 31 March it is already 1 April in Italy", () => {
    expect(romeToday(new Date("2027-03-31T23:30:00Z"))).toBe("2027-04-01");
    const block: CertificationsBlock = {
      kind: "certifications",
      title: "Certificazioni",
      certifications: [certification("ISO 9001", "2027-03-31")],
    };
    expect(render(<CertificationsSection block={block} today={romeToday(new Date("2027-03-31T23:30:00Z"))} />)).toBe("");
  });
});

describe("the 'Clienti' block on a public page", () => {
  const block: ClientsBlock = {
    kind: "clients",
    title: "Hanno scelto i nostri sistemi",
    clients: [
      { logo: "/uploads/ospedale.png", name: "Ospedale di Bergamo", reference: "/referenze/ospedale-di-bergamo" },
      { logo: "/uploads/comune.png", name: "Comune di Rimini", logoAlt: "Stemma del Comune di Rimini" },
    ],
  };
  const html = render(<ClientsSection block={block} />);

  test("is a list of logos with their names, each logo sized and lazy", () => {
    expect(html).toContain("<h2");
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('alt="Ospedale di Bergamo"');
    expect(html).toContain('alt="Stemma del Comune di Rimini"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html.match(/width="160" height="80"/g)).toHaveLength(2);
    expect(html).toContain(">Comune di Rimini</span>");
  });

  test("a client with a reference links to it", () => {
    expect(html).toContain('href="/referenze/ospedale-di-bergamo"');
    expect(html.match(/href=/g)).toHaveLength(1);
  });
});
