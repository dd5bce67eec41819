import net from 'node:net';

/** HTTP/1.1 over a plain TCP socket, for tests that control exactly which bytes are sent and when. */

export interface RawAnswer {
  status: number;
  /** The status line and headers. */
  head: string;
  body: string;
}

export interface RawRequest {
  /** Sends more bytes on the socket. */
  send(part: string | Buffer): void;
  /** The answer, once the server has closed the connection. */
  answer: Promise<RawAnswer>;
  /** Closes the connection from this side (a client that gives up). */
  close(): void;
}

/** A request's status line and headers (`Host` added). */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${lines.join('')}\r\n`;
}

/**
 * Opens a connection to `base` and writes `parts`; more may follow with `send`. The answer is
 * read until the server closes the connection, so a server that waits for more of the body
 * never answers (the test's timeout then fails it).
 */
export function openRawRequest(base: string, parts: (string | Buffer)[]): RawRequest {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const received: Buffer[] = [];
    socket.on('data', (data) => received.push(data));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split >= 0 ? text.slice(0, split) : text;
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: split >= 0 ? text.slice(split + 4) : '' });
      socket.destroy();
    });
  });
  for (const part of parts) socket.write(part);
  return { send: (part) => void socket.write(part), answer, close: () => void socket.destroy() };
}

/** Writes `parts` and sends nothing more; the answer once the server closes the connection. */
export const rawExchange = (base: string, parts: (string | Buffer)[]): Promise<RawAnswer> => openRawRequest(base, parts).answer;
