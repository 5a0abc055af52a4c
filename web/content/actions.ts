import type { Action } from "./types";

/** The phone button the marketing pages offer beside their first step. */
export const callUs: Action = { label: "Chiamaci", call: "phone", variant: "secondary" };
