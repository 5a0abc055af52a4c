import { romeDateTimeNoComma } from "../../../src/shared/rome-date-time";

const dateOnly = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", day: "2-digit", month: "short", year: "numeric" });
const timeOnly = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", hour: "2-digit", minute: "2-digit" });

/** dd/MM/yyyy HH:mm, Italian time. */
export const formatDateTime = romeDateTimeNoComma;

/** '12 mag 2026 alle 10:05'. */
export const formatReceived = (iso: string) => `${dateOnly.format(new Date(iso))} alle ${timeOnly.format(new Date(iso))}`;
