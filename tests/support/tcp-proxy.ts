/**
 * A loopback TCP proxy that can be cut and restored, to take a database server "away" in a test, or stalled
 * (connections stay open but no byte passes, like a network that stops answering) and resumed.
 */
import net from "node:net";

export type TcpProxy = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Holds every byte in both directions on open and new connections, without closing them. */
  stall: () => void;
  /** Lets the held bytes and the traffic flow again. */
  resume: () => void;
  close: () => Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket };

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const pairs = new Set<Pair>();
  let stalled = false;
  let server: net.Server | undefined;
  let port = 0;
  const connect = (pair: Pair) => {
    pair.client.pipe(pair.upstream).pipe(pair.client);
  };
  const disconnect = (pair: Pair) => {
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        const pair = { client, upstream };
        sockets.add(client).add(upstream);
        pairs.add(pair);
        if (stalled) {
          client.pause();
          upstream.pause();
        } else connect(pair);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
          pairs.delete(pair);
        };
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
    pairs.clear();
    await new Promise((r) => server?.close(r));
  };
  const stall = () => {
    stalled = true;
    for (const pair of pairs) disconnect(pair);
  };
  const resume = () => {
    stalled = false;
    for (const pair of pairs) connect(pair);
  };
  return { url: url.toString(), stop, start: listen, stall, resume, close: stop };
}
