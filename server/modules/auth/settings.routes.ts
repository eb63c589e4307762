/** /api/account/*: the account settings (docs/guide/settings.md). Sign-in's second step is in auth.routes.ts. */
import type { Request, Router } from "express";
import { accountTokenSchema } from "../../../shared/contracts/auth";
import { accountEndpoints as ep } from "../../../shared/contracts/endpoints/account";
import type { User } from "../../../shared/schema";
import type { AppContext } from "../../context";
import { ValidationError } from "../../http/errors";
import { createRoutes } from "../../http/route";
import { receiveOneFile } from "../../http/upload";
import { presentUser } from "../../users/users.presenter";
import { SESSION_COOKIE } from "./session";
import { PICTURE_MAX_BYTES, type SettingsService } from "./settings.service";

export function createSettingsRouter(ctx: AppContext, settings: SettingsService): Router {
  const routes = createRoutes(ctx.guards);
  const present = (user: User) => ({ user: presentUser(user) });
  /** The row as it is now: a change is decided on it, never on the session's copy. */
  const current = async (user: User) => (await ctx.users.findById(user.id)) ?? user;

  routes.serve(ep.profile, async ({ user }) => present(await current(user)));

  routes.serve(ep.updateProfile, async ({ user, body, req }) => {
    const updated = await settings.updateProfile(await current(user), body);
    req.user = updated;
    return present(updated);
  });

  routes.serve(
    ep.uploadPicture,
    async ({ user, req }) => {
      if (!req.file)
        throw new ValidationError("Choose a picture to upload.", [
          { path: "picture", message: "Choose a picture to upload." },
        ]);
      return present(await settings.setPicture(user, req.file.buffer));
    },
    { use: [receiveOneFile({ field: "picture", maxBytes: PICTURE_MAX_BYTES, what: "the picture" })] },
  );

  routes.serve(ep.removePicture, async ({ user }) => present(await settings.removePicture(user)));

  // The picture is served from our own route, only to its owner (the address carries a version, so it may be kept).
  routes.serve(ep.picture, async ({ user, res }) => {
    const row = await settings.picture(user.id);
    if (!row) return res.status(404).json({ message: "No profile picture", code: "not_found" });
    res.setHeader("Cache-Control", "private, max-age=86400");
    res.type(row.contentType).send(row.image);
  });

  routes.serve(ep.security, async ({ user, req }) => settings.securityStatus(await current(user), req.session));

  routes.serve(
    ep.changeEmail,
    async ({ user, body, req }) => {
      await settings.requestEmailChange(await current(user), req.session, body);
      return {
        ok: true,
        message: `We've sent a link to ${body.email}. Your email changes when you follow it (within one hour).`,
      };
    },
    { use: [ctx.limits.accountMailByIp] },
  );

  // The link in the mail: changes the address, then opens the settings, which say how it went.
  routes.serve(ep.confirmEmail, async ({ req, res }) => {
    const parsed = accountTokenSchema.safeParse(req.query.token);
    if (!parsed.success) return res.redirect("/settings?emailError=invalid");
    const result = await settings.confirmEmailChange(parsed.data);
    res.redirect(result.ok ? "/settings?emailChanged=1" : `/settings?emailError=${result.reason}`);
  });

  // The old address's undo link opens a page (/undo-email-change) whose form posts here with a new password: a mail
  // scanner that opens the link changes nothing (docs/guide/accounts.md#when-your-email-changes).
  routes.serve(ep.undoEmailChange, async ({ body, req, res }) => {
    const { email } = await settings.undoEmailChange(body);
    // Every session of the account is gone, this one included: the browser signs in again.
    req.session?.destroy(() => undefined);
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
    return {
      ok: true,
      message: `Your email is ${email} again and your new password is set. Every session was signed out: sign in again.`,
    };
  });

  routes.serve(ep.changePassword, async ({ user, body, req }) => {
    const had = (await current(user)).password != null;
    const ended = await settings.changePassword(await current(user), req.session, req.sessionID, body);
    const others = ended === 1 ? "1 other session was" : `${ended} other sessions were`;
    return {
      ok: true,
      message: had ? `Your password was changed; ${others} signed out.` : `Your password is set; ${others} signed out.`,
    };
  });

  routes.serve(ep.sessions, async ({ user, req }) => ({
    sessions: await settings.listSessions(user.id, req.sessionID),
  }));

  routes.serve(ep.endSession, async ({ user, params, req, res }) => {
    const ended = await settings.endSession(user.id, params.id, req.sessionID);
    if (ended.current) res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
  });

  routes.serve(ep.endOtherSessions, async ({ user, req }) => ({
    ok: true,
    ended: await settings.endOtherSessions(user.id, req.sessionID),
  }));

  routes.serve(ep.unlinkProvider, async ({ user, params, body, req }) => {
    const updated = await settings.unlinkProvider(
      await current(user),
      req.session,
      params.provider,
      body.currentPassword,
    );
    req.user = updated;
    return present(updated);
  });

  // Linking goes through the provider's usual sign-in; its callback sees this mark and links instead.
  routes.serve(ep.linkProvider, async ({ user, params, req, res }) => {
    req.session.linking = { userId: user.id, provider: params.provider, at: Date.now() };
    await saveSession(req);
    res.redirect(params.provider === "google" ? "/api/auth/google" : "/api/auth/discord/login");
  });

  // Set-up asks who you are: someone holding only a stolen session must not be able to lock the owner out.
  routes.serve(ep.setupTwoFactor, async ({ user, body, req }) =>
    settings.setupTwoFactor(await current(user), req.session, body.currentPassword),
  );

  routes.serve(ep.enableTwoFactor, async ({ user, body }) => ({
    ok: true,
    recoveryCodes: await settings.enableTwoFactor(user.id, body.code),
  }));

  routes.serve(ep.disableTwoFactor, async ({ user, body }) => {
    await settings.disableTwoFactor(user.id, body.code);
    return { ok: true, message: "Two-factor sign-in is off." };
  });

  return routes.router;
}

const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
