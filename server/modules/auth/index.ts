/**
 * The front door of the auth module: what other server code may use of it (docs/architecture.md#what-may-import-what).
 * Everything else in this folder is the module's own.
 */
export { createAuthService, type AuthService, type SubscriptionVerifier } from "./auth.service";
export { configurePassport, sessionUser, type OAuthEndpoints, type PassportInstance } from "./passport";
export { createSessionMiddleware, developmentSecret, forgetCachedSessionsOf, freshProviderSignIn } from "./session";
export { recheckPassword } from "./recheck";
export { seal, totpKey, unseal } from "./two-factor";
export { provenLockedAccount, signIn, signOutKeepingLockedProof } from "./sign-in";
