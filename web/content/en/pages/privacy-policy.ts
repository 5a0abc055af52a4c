import type { ContentPage } from "../../types";

export const address = "/en/privacy-policy";

export const page: ContentPage = {
  path: "/privacy-policy",
  meta: {
    title: "Privacy Policy",
    description:
      "How we process the personal data of site visitors and enquirers: controller, purposes, legal bases, retention, your rights and complaints to the Garante.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Legal notices",
      title: "Privacy notice",
      lead: "Information provided under Articles 13 and 14 of Regulation (EU) 2016/679 (GDPR) to everyone who visits this site, contacts us or is our customer. This translation is provided for convenience; in case of any discrepancy the Italian version prevails.",
    },
    {
      kind: "prose",
      updated: "23 November 2026",
      sections: [
        {
          heading: "Data controller",
          paragraphs: [
            "The data controller is {legalName}, registered office {address}, VAT number {vatNumber}. For any question about your data, you can write to {email} or call {phone}.",
          ],
        },
        {
          heading: "Purposes of processing",
          items: [
            "To answer requests for information and quotations sent through the contact form, by email, by telephone or on WhatsApp.",
            "To enter into and perform contracts for supply, installation and support, and to meet the related administrative and tax obligations.",
            "To send marketing communications and news about our products, only if you have given your consent.",
            "To keep the site secure and prevent misuse, by means of technical logs.",
            "To count visits to the site anonymously and in aggregate, and to understand which pages and campaigns bring in enquiries, without cookies (see “Visit statistics without cookies”).",
            "To keep a record of the choices made in the cookie banner.",
          ],
        },
        {
          heading: "Legal bases",
          items: [
            "Pre-contractual measures and performance of a contract (Art. 6.1.b GDPR) for quotation requests and contracts.",
            "Legal obligations (Art. 6.1.c GDPR) for accounting and invoicing.",
            "Consent (Art. 6.1.a GDPR) for marketing communications, which you may withdraw at any time.",
            "Legitimate interest (Art. 6.1.f GDPR) for the security of the site, the defence of our rights and anonymous, aggregate visit statistics.",
            "The obligation to demonstrate consent (Art. 7.1 GDPR) for the record of cookie choices.",
          ],
        },
        {
          heading: "Categories of data processed",
          items: [
            "Identification and contact details: first name, surname, email address, telephone number.",
            "Company details: company name, job role, sector of interest.",
            "The content of the requests you send us.",
            "Browsing data: IP address, date and time of access, pages requested, recorded in the technical logs.",
            "Where the request came from: the page on which you arrived on the site, the page from which you sent the form, the referring site (its name only, for example www.google.it) and the campaign parameters (utm_source, utm_medium, utm_campaign), stored together with the request.",
          ],
          paragraphs: ["We do not process special categories of data (Art. 9 GDPR): please do not include any in your messages."],
        },
        {
          heading: "Visit statistics without cookies",
          paragraphs: [
            "To find out how many people visit the site and which pages and campaigns bring in enquiries, after each page loads the site sends our server a short message containing: the page address (without parameters); the name of the site you came from and the link's utm_source, utm_medium and utm_campaign parameters, for the first page of the visit only; the type of device (computer, tablet or smartphone); and clicks on links to call, send an email or open WhatsApp, with the page on which they happened.",
            "To count a day's unique visitors, the server calculates a code from the IP address, the browser and the site name, combined with a random key that is valid for a single day and is then deleted: the next day the same visitor has a different code, and no one, not even we, can trace it back to the previous day's code. The IP address and browser details are never stored.",
            "Automated programs (search engines, monitoring tools), our staff signed in to the reserved area and anyone who has asked their browser not to be tracked (Global Privacy Control or Do Not Track) are not counted.",
            "Why your consent is not needed: we use no cookies or identifiers that remain on your device, we do not store your IP address, the data stays on our server and is used only by us and only as totals, without being combined with other information or passed to third parties. The Garante's Guidelines of 10 June 2021 treat such first-party, aggregate measurement tools in the same way as technical tools, for which consent is not required. The only information saved in your browser is where your visit came from, kept in the tab's session storage and described in the Cookie Policy.",
          ],
        },
        {
          heading: "Record of cookie choices",
          paragraphs: [
            "When you make a choice in the cookie banner, we record on our server the date and time, the version of the Cookie Policy, your choice for each category and a random code created by your browser and saved together with the choice. We do not record your IP address or browser details. The record serves to demonstrate which choice was made and on the basis of which notice.",
          ],
        },
        {
          heading: "Data retention",
          items: [
            "Data relating to contracts and invoicing: 10 years from the end of the relationship, as required by Italian civil and tax law.",
            "Data processed for marketing purposes: until consent is withdrawn, and in any case no longer than 2 years from the last contact.",
            "Technical logs: 6 months.",
            "Visit statistics: individual events for 30 days, then daily totals only, kept for 25 months.",
            "Record of cookie choices: 25 months.",
            "Requests for information that do not lead to a contract: as long as needed to handle them, and in any case no longer than 2 years.",
          ],
        },
        {
          heading: "Recipients",
          paragraphs: [
            "Data is processed by our authorised staff and by suppliers who support us (hosting and email services, administrative consultants), appointed as data processors. We do not sell or pass on your data to third parties. Data is stored within the European Union.",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "You may at any time request access to your data, its rectification or erasure, restriction of processing and data portability, and object to processing (Articles 15 to 22 GDPR), as well as withdraw any consent you have given. We reply within 30 days of your request.",
          ],
        },
        {
          heading: "How to contact us",
          paragraphs: [
            "To exercise your rights, write to {email} with “Privacy” in the subject line, or send a letter to {legalName}, {address}.",
          ],
        },
        {
          heading: "Complaints to the supervisory authority",
          paragraphs: [
            "If you believe that the processing of your data infringes the GDPR, you may lodge a complaint with the Italian Data Protection Authority (Garante per la protezione dei dati personali), Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it.",
          ],
        },
      ],
    },
  ],
};
