import type { Page } from 'playwright-core';

/** socket.io's packets in one polling answer are apart by the record separator. */
const SEPARATOR = String.fromCharCode(30);

/**
 * Resolves once `count` of the page's sockets are connected (socket.io's CONNECT answer, '40…'),
 * over websocket or long-polling. Call it before the page opens, then await it: an event sent
 * after that reaches the page.
 */
export function socketsConnected(page: Page, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const connected = (payload: string | Buffer) => {
      if (typeof payload === 'string' && payload.split(SEPARATOR).some((packet) => packet.startsWith('40')) && ++seen === count) resolve();
    };
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => connected(frame.payload)));
    page.on('response', (response) => {
      if (response.url().includes('/api/socket/') && response.request().method() === 'GET') void response.text().then(connected, () => undefined);
    });
  });
}
