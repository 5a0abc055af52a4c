import { queryOptions } from "@tanstack/react-query";
import type { InvitationLookup } from "../../../../src/shared/schemas/people";
import { type ApiError, apiRequest } from "../../../lib/api-client";

/** POST /api/people/invitations/lookup: whom a link is for; the token travels in the body, never in an address. */
export const invitationQuery = (token: string) =>
  queryOptions<InvitationLookup, ApiError>({
    queryKey: ["invitation-lookup", token],
    queryFn: () => apiRequest<InvitationLookup>("POST", "/api/people/invitations/lookup", { token }),
  });
