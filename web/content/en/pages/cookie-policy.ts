import type { ContentPage } from "../../types";

export const address = "/en/cookie-policy";

export const page: ContentPage = {
  path: "/cookie-policy",
  meta: {
    title: "Cookie Policy",
    description:
      "Which cookies the site uses, what they are for and how to choose: necessary cookies always on; analytics, marketing and functional only with your consent.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Legal notices",
      title: "Cookie policy",
      lead: "This site uses only the technical cookies it needs to work; everything else requires your consent, which you can change whenever you like. This translation is provided for convenience; in case of any discrepancy the Italian version prevails.",
    },
    {
      kind: "prose",
      updated: "23 November 2026",
      sections: [
        {
          heading: "What cookies are",
          paragraphs: [
            "Cookies and similar technologies (such as the browser's local storage) are small files or pieces of information that a website saves on your device in order to work or to collect information. This policy follows the Guidelines of the Garante (the Italian Data Protection Authority) of 10 June 2021.",
          ],
        },
        {
          heading: "Necessary cookies",
          paragraphs: ["They are always active because the site cannot work without them. They do not require consent."],
          items: [
            "parksite-cookie-consent (browser local storage): remembers your cookie choice, its date, the version of this policy and a random code that accompanies the record of your choice on our server (see the Privacy Policy). Duration: 6 months.",
            "parksite-visita (the tab's session storage): the page on which you arrived, the name of the referring site and the link's campaign parameters, so they can be attached to your request if you write to us using the contact form. It contains no identifier. Duration: deleted when the tab is closed.",
            "parksite_session (technical cookie): keeps our staff signed in to the reserved area. It does not concern visitors. Duration: until sign-out, and in any case no longer than 7 days.",
          ],
        },
        {
          heading: "Visit statistics without cookies",
          paragraphs: [
            "We count visits with our own tool, which uses no cookies and does not store IP addresses: it records the page viewed, the name of the referring site, the campaign parameters, the type of device and clicks on links to call, send an email or open WhatsApp. A day's unique visitors are counted with a code that changes every day and cannot be traced back to you. Automated programs, our staff and anyone who has enabled Global Privacy Control or Do Not Track in their browser are not counted.",
            "Your consent is not needed because the measurement is first-party, anonymous and aggregate, as permitted by the Garante's Guidelines of 10 June 2021. For this reason it does not depend on the “Analytics” category of the banner. Full details are in the Privacy Policy.",
          ],
        },
        {
          heading: "Functional cookies",
          paragraphs: [
            "The interactive map of our head office on the Contact page is provided by OpenStreetMap, which may save cookies on your device. We load it only if you accept functional cookies or ask to view it.",
          ],
        },
        {
          heading: "Analytics and marketing cookies",
          paragraphs: [
            "At present the site sets no analytics or marketing cookies: the visit statistics described above do not use any. Should we introduce them in the future, we will activate them only with your consent, update this policy and ask you to choose again.",
          ],
        },
        {
          heading: "How to choose and change your mind",
          items: [
            "On your first visit, a banner lets you accept all cookies, accept only the necessary ones or customise your choice by category. No optional category is pre-selected.",
            "Closing the banner with the X accepts only the necessary cookies. Continuing to browse or scrolling the page does not count as consent.",
            "You can change your choice at any time through the “Cookie preferences” link at the bottom of every page.",
            "We ask for your consent again after 6 months or whenever this policy changes.",
            "You can also delete cookies and site data in your browser settings.",
          ],
        },
        {
          heading: "Data controller and contacts",
          paragraphs: [
            "The data controller is {legalName}, {address}. For any questions, write to {email}. For all other processing of personal data, see the Privacy Policy.",
          ],
        },
      ],
    },
  ],
};
