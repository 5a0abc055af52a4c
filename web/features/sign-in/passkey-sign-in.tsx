import type { startAuthentication } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "../../components/ui/lucide-icons";
import type { AuthUser } from "../../../src/shared/schemas/auth";
import { apiRequest } from "../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../lib/session";
import { ErrorNote } from "../../components/ui/error-note";

type AuthenticationOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/** 'Accedi con una passkey': alone on the sign-in screen, or as the second step after the password. */
export function PasskeySignIn({ label }: { label: string }) {
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: async () => {
      // The browser side of passkeys loads only when someone signs in with one.
      const [optionsJSON, webauthn] = await Promise.all([
        apiRequest<AuthenticationOptions>("POST", "/api/auth/passkey/options"),
        import("@simplewebauthn/browser"),
      ]);
      let response: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        response = await webauthn.startAuthentication({ optionsJSON });
      } catch {
        throw new Error("Accesso con passkey annullato o non riuscito sul dispositivo");
      }
      return apiRequest<AuthUser>("POST", "/api/auth/passkey", { response });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  return (
    <div className="grid gap-2">
      <button type="button" className="btn-secondary w-full" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
        <KeyRound aria-hidden="true" className="size-4" />
        {signIn.isPending ? "Attendi il dispositivo..." : label}
      </button>
      <ErrorNote error={signIn.error} />
    </div>
  );
}
