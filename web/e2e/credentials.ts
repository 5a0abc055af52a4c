/** The staff account the end-to-end server is started with. */
export const ADMIN = { email: "staff@parksite.test", password: "password-di-prova-e2e" };
