import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  inboxSearchParams,
  type RequestFollowUp,
  type ContactInboxFilters,
  type ContactRequestDetail,
  type ContactRequestStatus,
} from "../../../src/shared/contact/inbox";
import { apiRequest } from "../../lib/api-client";
import {
  assigneesQuery,
  contactRequestKey,
  contactRequestQuery,
  followUpKey,
  followUpQuery,
  INBOX_PATH as INBOX_KEY,
  inboxQuery,
  isRequestId,
} from "./api/get-inbox";

export { isRequestId } from "./api/get-inbox";

/** The lists and counters a change of one request affects (the request itself is updated in place). */
function invalidateInbox(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [INBOX_KEY, "list"] });
  void queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] });
  void queryClient.invalidateQueries({ queryKey: ["/api/settings/email-status"] });
}

export function useInbox(filters: ContactInboxFilters) {
  return useQuery({ ...inboxQuery(filters), placeholderData: (previous) => previous });
}

export function exportHref(filters: ContactInboxFilters): string {
  const query = inboxSearchParams({ ...filters, page: undefined }).toString();
  return `${INBOX_KEY}/export${query ? `?${query}` : ""}`;
}

const PENDING_REFRESH_MS = 5000;

export function useContactRequest(id: number) {
  return useQuery({
    ...contactRequestQuery(id),
    enabled: isRequestId(id),
    // While e-mails wait to be sent, their state is looked at again now and then.
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === "pending") ? PENDING_REFRESH_MS : false),
  });
}

export function useSetStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ContactRequestStatus) => apiRequest<ContactRequestDetail>("PATCH", `${INBOX_KEY}/${id}`, { status }),
    onSuccess: (detail) => {
      queryClient.setQueryData(contactRequestKey(id), detail);
      invalidateInbox(queryClient);
    },
  });
}

export function useRetryEmail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ContactRequestDetail>("POST", `${INBOX_KEY}/${id}/retry-email`),
    onSuccess: (detail) => {
      queryClient.setQueryData(contactRequestKey(id), detail);
      invalidateInbox(queryClient);
    },
  });
}

/** 'Non è spam': the request moves into the inbox; the answer is the request as it is now. */
export function useMoveToInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ContactRequestDetail>("POST", `${INBOX_KEY}/${id}/not-spam`),
    onSuccess: (detail) => {
      queryClient.setQueryData(contactRequestKey(detail.id), detail);
      invalidateInbox(queryClient);
    },
  });
}

export function useDeleteRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${INBOX_KEY}/${id}`),
    onSuccess: () => invalidateInbox(queryClient),
  });
}

/** The people a request can be given to (those who open the inbox). */
export function useAssignees() {
  return useQuery({ ...assigneesQuery(), staleTime: 60_000 });
}

/** Who follows a request up and its notes. */
export function useFollowUp(id: number) {
  return useQuery({ ...followUpQuery(id), enabled: isRequestId(id) });
}

/** Adds a note or changes the assignee; the answer is the follow-up as it is now. */
export function useFollowUpWrite(id: number) {
  const queryClient = useQueryClient();
  const done = (followUp: RequestFollowUp) => {
    queryClient.setQueryData(followUpKey(id), followUp);
    invalidateInbox(queryClient);
  };
  return {
    addNote: useMutation({
      mutationFn: (body: string) => apiRequest<RequestFollowUp>("POST", `${INBOX_KEY}/${id}/notes`, { body }),
      onSuccess: done,
    }),
    assign: useMutation({
      mutationFn: (assignee_id: number | null) =>
        apiRequest<RequestFollowUp>("PUT", `${INBOX_KEY}/${id}/assignee`, { assignee_id }),
      onSuccess: done,
    }),
  };
}
