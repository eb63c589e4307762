/** A loopback TCP proxy that can be cut and restored, to take a database server "away" in a test. */
import net from "node:net";

export type TcpProxy = { url: string; stop: () => Promise<void>; start: () => Promise<void>; close: () => Promise<void> };

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => { client.destroy(); upstream.destroy(); sockets.delete(client); sockets.delete(upstream); };
        client.on("error", end).on("close", end);
        upstream.on("error", end).on("close", end);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const stop = async () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
    await new Promise((r) => server?.close(r));
  };
  return { url: url.toString(), stop, start: listen, close: stop };
}
