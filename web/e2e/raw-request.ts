import { connect } from "node:net";

/* Requests written byte for byte, as no browser or HTTP client would send them. */

export interface RawAnswer {
  status: number;
  /** The answer's head as sent, its lines apart. */
  headLines: string[];
  body: string;
}

/** Sends raw bytes to the server at `port` and reads its answer's head and body. */
export function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.setTimeout(10_000, () => socket.destroy(new Error("nessuna risposta")));
    socket.on("data", (chunk) => {
      data += chunk.toString("utf8");
      const head = data.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(data)?.[1] ?? Number.NaN);
      if (head >= 0 && Buffer.byteLength(data.slice(head + 4)) >= length) socket.end();
    });
    socket.on("end", () => {
      const head = data.indexOf("\r\n\r\n");
      resolve({
        status: Number(data.split(" ")[1]),
        headLines: data.slice(0, head).split("\r\n"),
        body: data.slice(head + 4),
      });
    });
    socket.on("error", reject);
  });
}
