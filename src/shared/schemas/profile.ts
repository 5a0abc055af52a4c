export type { ProfileView, SessionView } from "./people-answers";
