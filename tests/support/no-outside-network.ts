/** Test setup: any connection to a host outside this machine fails the test at once. */
import net from "node:net";

const LOCAL = new Set(["127.0.0.1", "localhost", "::1", "::ffff:127.0.0.1", undefined, ""]);
const original = net.Socket.prototype.connect;
// Setup files run again for every test file of a worker that shares its modules: patch once
// (docs/decisions/836-tests-share-modules-per-worker.md).
const PATCHED = Symbol.for("hustleforge.noOutsideNetwork");

if (!(PATCHED in original))
  net.Socket.prototype.connect = Object.assign(
    function patchedConnect(this: net.Socket, ...args: unknown[]) {
      const first = args[0] as { host?: string; path?: string } | number | string;
      let host: string | undefined;
      if (typeof first === "object" && first !== null && !Array.isArray(first))
        host = first.path ? "localhost" : first.host;
      else if (typeof first === "number") host = typeof args[1] === "string" ? (args[1] as string) : "localhost";
      else if (typeof first === "string") host = "localhost"; // unix socket path
      if (!LOCAL.has(host) && !host?.startsWith("127.")) {
        throw new Error(`Unplanned outside request to ${host} in a test`);
      }
      return (original as (...a: unknown[]) => net.Socket).apply(this, args);
    },
    { [PATCHED]: true },
  ) as typeof net.Socket.prototype.connect;
