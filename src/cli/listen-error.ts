/** A port the server cannot listen on, said as whoever starts the server can act on it. */
export class ListenError extends Error {}

/**
 * The error of a failed listen in the words of the command line: the port in use, not allowed, or
 * an address that is not this machine's. Anything else is left as it came.
 */
export function listenFailure(error: unknown, host: string, port: number): unknown {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  const where = `la porta ${port} su ${host}`;
  if (code === "EADDRINUSE")
    return new ListenError(
      `${where} è già in uso da un altro programma: scegline un'altra con --port (o PORT), oppure ferma il programma che la usa`,
    );
  if (code === "EACCES")
    return new ListenError(
      `non c'è il permesso di usare ${where} (le porte sotto 1024 sono riservate all'amministratore): scegline un'altra con --port, es. 3000, con un proxy davanti`,
    );
  if (code === "EADDRNOTAVAIL")
    return new ListenError(`l'indirizzo ${host} non appartiene a questa macchina: usa --host 0.0.0.0 o un suo indirizzo`);
  return error;
}
