import net from "node:net";

/**
 * A TCP proxy between the app and a server it needs (PostgreSQL, Redis): `cut()` drops every
 * connection and refuses new ones, as a restart or a network cut does; `restore()` lets them
 * through again. Fault tests put it in the middle instead of stopping the real server, which
 * the rest of the suite shares.
 */
export async function startTcpProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const port = Number(target.port || (target.protocol.startsWith("redis") ? 6379 : 5432));
    const upstream = net.connect(port, target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
