/**
 * A fake OAuth 2 provider on loopback speaking Google's and Discord's wire format: token exchange
 * (form-encoded POST → JSON), and the profile endpoints (Bearer token → JSON).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { OAuthEndpoints } from "../../server/modules/auth/passport";

export type GoogleProfile = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
};
export type DiscordProfile = {
  id: string;
  username: string;
  global_name?: string;
  email?: string;
  verified?: boolean;
  avatar?: string | null;
};

export type FakeOAuth = {
  endpoints: OAuthEndpoints;
  /** The profile the next token exchange with this code returns. */
  issueCode: (code: string, profile: GoogleProfile | DiscordProfile) => void;
  tokenRequests: Array<Record<string, string>>;
  close: () => Promise<void>;
};

export async function startFakeOAuth(): Promise<FakeOAuth> {
  const codes = new Map<string, GoogleProfile | DiscordProfile>();
  const tokens = new Map<string, GoogleProfile | DiscordProfile>();
  const tokenRequests: Array<Record<string, string>> = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, "http://fake");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname.endsWith("/token")) {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        tokenRequests.push(form);
        const profile = codes.get(form.code);
        if (!profile) return json(400, { error: "invalid_grant" });
        codes.delete(form.code);
        const token = `tok_${form.code}`;
        tokens.set(token, profile);
        json(200, { access_token: token, token_type: "Bearer", expires_in: 3600, scope: "identify email" });
      });
      return;
    }
    if (req.method === "GET" && (url.pathname === "/google/userinfo" || url.pathname === "/discord/users/@me")) {
      const token =
        (req.headers.authorization ?? "").replace(/^Bearer /, "") || url.searchParams.get("access_token") || "";
      const profile = tokens.get(token);
      return profile ? json(200, profile) : json(401, { error: "invalid_token" });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoints: {
      google: {
        authorizationURL: `${base}/google/authorize`,
        tokenURL: `${base}/google/token`,
        userProfileURL: `${base}/google/userinfo`,
      },
      discord: {
        authorizationURL: `${base}/discord/authorize`,
        tokenURL: `${base}/discord/token`,
        profileURL: `${base}/discord/users/@me`,
      },
    },
    issueCode: (code, profile) => codes.set(code, profile),
    tokenRequests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
