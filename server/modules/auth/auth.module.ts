/**
 * The auth area: sign-up, sign-in, sign-out, plan selection, provider sign-in and the account mails (verify,
 * reset). The session and passport middleware stay in app.ts, before every module, so these routes have them.
 */
import { Router } from "express";
import { defineModule } from "../define-module";
import { createMailer } from "../../mail/mailer";
import { createAccountRepository } from "./account.repository";
import { createAccountService } from "./account.service";
import { createCredentialsRepository } from "./credentials.repository";
import { createAccountRouter } from "./account.routes";
import { createAuthRouter } from "./auth.routes";
import { createSettingsService } from "./settings.service";
import { createSettingsRouter } from "./settings.routes";
import { totpKey } from "./two-factor";

export const authModule = defineModule({
  name: "auth",
  routes: (ctx) => {
    const mail = (ctx.services.mail ??= createMailer(ctx.env, ctx.logger));
    const account = createAccountService({
      users: ctx.users,
      tokens: createAccountRepository(ctx.db),
      mail,
      adminEmails: ctx.env.ADMIN_EMAILS,
      logger: ctx.logger,
    });
    const settings = createSettingsService({
      users: ctx.users,
      tokens: createAccountRepository(ctx.db),
      credentials: createCredentialsRepository(ctx.db),
      mail,
      logger: ctx.logger,
      appUrl: ctx.env.APP_URL,
      adminEmails: ctx.env.ADMIN_EMAILS,
      accountLimit: ctx.limits.loginByAccount,
      totpKey: totpKey(ctx.env),
      // The clock tests fix (declared with the admin module's services); the real time otherwise.
      now: () => (ctx.services.clock?.() ?? new Date()).getTime(),
    });
    return Router().use(
      createAuthRouter(ctx, account, settings),
      createAccountRouter(ctx, account),
      createSettingsRouter(ctx, settings),
    );
  },
});
