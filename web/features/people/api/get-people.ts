import type { PersonView } from "../../../../src/shared/schemas/people";
import type { SecurityAnswer } from "../../../../src/shared/schemas/second-factor";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/people: the staff accounts and invitations. */
export const PEOPLE_KEY = ["/api/people"] as const;
export const peopleQuery = () => apiQuery<PersonView[]>(PEOPLE_KEY);

/** GET /api/people/security: whether everyone must have a second factor. */
export const SECURITY_KEY = ["/api/people/security"] as const;
export const securityQuery = () => apiQuery<SecurityAnswer>(SECURITY_KEY);
