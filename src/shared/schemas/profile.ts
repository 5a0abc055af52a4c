export type {
  PasswordChanged,
  ProfileView,
  RecoveryCodesAnswer,
  SessionView,
  TotpEnrolment,
} from "./people-answers";
