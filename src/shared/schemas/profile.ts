import type { Role } from "../roles";

/** GET /api/profile: the signed-in person's own account. */
export interface ProfileView {
  id: number;
  name: string;
  email: string;
  role: Role;
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  /** An Amministratore requires a second factor of everyone. */
  secondFactorRequired: boolean;
}

/** One signed-in browser of the person. */
export interface SessionView {
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
