import net from 'node:net';

export interface TcpProxy {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** Cuts every open connection and refuses new ones (each is closed at once) until `restore`. */
  cut(): void;
  /** Passes new connections again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP forwarder to `host:port` that a test can cut and restore: a network failure between a
 * server and its database, without touching the database server others use.
 */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = net.connect(port, host);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', end).on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      cut = false;
    },
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
