import type { ContentPage } from "../../types";

export const address = "/en/terms-of-service";

export const page: ContentPage = {
  path: "/termini-servizio",
  meta: {
    title: "Terms of service",
    description:
      "The terms of use of this site and our general terms of supply: standard 24-month warranty, changes notified with 30 days' notice.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Legal notices",
      title: "Terms of service",
      lead: "The terms governing the use of this site and, in summary, the supply of our products and services. This translation is provided for convenience; in case of any discrepancy the Italian version prevails.",
    },
    {
      kind: "prose",
      updated: "22 November 2026",
      sections: [
        {
          heading: "Who we are",
          paragraphs: [
            "This site is operated by {legalName}, registered office {address}, VAT number {vatNumber}, REA (Economic and Administrative Index) {rea}.",
          ],
        },
        {
          heading: "Use of the site",
          items: [
            "The content of this site is for information only and does not constitute a contractual offer.",
            "Product features, images and technical data may change without notice: the written offer is binding.",
            "The site's texts, illustrations, trademarks and software are our property or used under licence: they may not be copied without permission.",
            "Using the site for unlawful purposes, or in ways that impair its operation, is prohibited.",
          ],
        },
        {
          heading: "Quotations and contracts",
          paragraphs: [
            "Requests sent through the site are not binding on either you or us. A contract is concluded upon written acceptance of our offer, which sets out the products, services, prices, timescales and payment terms.",
          ],
        },
        {
          heading: "Warranty",
          paragraphs: [
            "Products and installations are covered by a standard 24-month warranty from the date of commissioning, unless otherwise agreed in writing. The warranty does not cover damage caused by improper use, tampering, exceptional weather events or work carried out by unauthorised third parties.",
          ],
        },
        {
          heading: "Support",
          paragraphs: [
            "Remote support and maintenance beyond the warranty period are governed by the support contract, which sets out service levels and response times.",
          ],
        },
        {
          heading: "Liability",
          paragraphs: [
            "We take care to ensure that the information published is accurate, but we accept no liability for clerical errors, temporary interruptions of the site or the content of external sites reached through links.",
          ],
        },
        {
          heading: "Changes to these terms",
          paragraphs: [
            "We may update these terms: changes are published on this page and notified to customers with at least 30 days' notice.",
          ],
        },
        {
          heading: "Governing law and jurisdiction",
          paragraphs: [
            "These terms are governed by Italian law. The Court of Padua has exclusive jurisdiction over disputes with business customers; consumers retain the right to the court of their place of residence.",
          ],
        },
      ],
    },
  ],
};
