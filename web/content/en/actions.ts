import type { Action } from "../types";

/** The phone button the English marketing pages offer beside their first step. */
export const callUs: Action = { label: "Call us", call: "phone", variant: "secondary" };
