import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "../../../src/shared/roles";
import type { InvitationAnswer, InviteInput, PersonView } from "../../../src/shared/schemas/people";
import { apiRequest } from "../../lib/api-client";
import { PEOPLE_KEY, peopleQuery } from "./api/get-people";

export function usePeople() {
  return useQuery(peopleQuery());
}

/** Every change to a person answers the person (or a link); the list is read again. */
function usePeopleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

export const useInvite = () =>
  usePeopleMutation((input: InviteInput) => apiRequest<InvitationAnswer>("POST", "/api/people", input));
export const useChangeRole = () =>
  usePeopleMutation(({ id, role }: { id: number; role: Role }) =>
    apiRequest<PersonView>("PUT", `/api/people/${id}/role`, { role }),
  );
export const useSetActive = () =>
  usePeopleMutation(({ id, active }: { id: number; active: boolean }) =>
    apiRequest<PersonView>("PUT", `/api/people/${id}/active`, { active }),
  );
export const useResetAccess = () =>
  usePeopleMutation((id: number) => apiRequest<InvitationAnswer>("POST", `/api/people/${id}/reset`));
export const useUnlock = () => usePeopleMutation((id: number) => apiRequest<PersonView>("POST", `/api/people/${id}/unlock`));
export const useRemovePerson = () => usePeopleMutation((id: number) => apiRequest("DELETE", `/api/people/${id}`));
