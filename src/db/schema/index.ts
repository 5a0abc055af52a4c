export * from "./posts";
export * from "./gallery-images";
export * from "./users";
export * from "./contact-requests";
export * from "./settings";
export * from "./email-outbox";
export * from "./audit-log";
