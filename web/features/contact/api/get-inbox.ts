import { queryOptions } from "@tanstack/react-query";
import {
  type Assignee,
  type ContactInboxFilters,
  type ContactInboxPage,
  type ContactRequestDetail,
  inboxSearchParams,
  type RequestFollowUp,
} from "../../../../src/shared/contact/inbox";
import { type ApiError, apiGet, apiQuery } from "../../../lib/api-client";

export const INBOX_PATH = "/api/contact/requests";

export const isRequestId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /api/contact/requests?…: one page of the inbox (or of the possible spam), filtered by the server. */
export const inboxQuery = (filters: ContactInboxFilters) =>
  queryOptions<ContactInboxPage, ApiError>({
    queryKey: [INBOX_PATH, "list", filters],
    queryFn: ({ signal }) => {
      const query = inboxSearchParams(filters).toString();
      return apiGet<ContactInboxPage>(`${INBOX_PATH}${query ? `?${query}` : ""}`, signal);
    },
  });

/** GET /api/contact/requests/{id}: one request with its e-mails. */
export const contactRequestKey = (id: number) => [INBOX_PATH, id] as const;
export const contactRequestQuery = (id: number) => apiQuery<ContactRequestDetail>(contactRequestKey(id));

/** GET /api/contact/requests/assignees: the people a request can be given to. */
export const assigneesQuery = () => apiQuery<Assignee[]>([`${INBOX_PATH}/assignees`]);

/** GET /api/contact/requests/{id}/follow-up: who follows a request up, and the notes. */
export const followUpKey = (id: number) => [`${INBOX_PATH}/${id}/follow-up`] as const;
export const followUpQuery = (id: number) => apiQuery<RequestFollowUp>(followUpKey(id));
