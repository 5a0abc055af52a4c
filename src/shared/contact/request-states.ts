/** Where a contact request stands in the inbox. */
export const contactRequestStatuses = ["nuova", "in lavorazione", "chiusa"] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

/** An e-mail of the outbox: the company's notification or the visitor's confirmation. */
export const EMAIL_KINDS = ["notification", "confirmation"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];
