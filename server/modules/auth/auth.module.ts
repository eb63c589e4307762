/**
 * The auth area: sign-up, sign-in, sign-out, plan selection, provider sign-in and the account mails (verify,
 * reset). The session and passport middleware stay in app.ts, before every module, so these routes have them.
 */
import { Router } from "express";
import { defineModule } from "../define-module";
import { createMailer } from "../../mail/mailer";
import { createAccountRepository } from "./account.repository";
import { createAccountService } from "./account.service";
import { createAccountRouter } from "./account.routes";
import { createAuthRouter } from "./auth.routes";

export const authModule = defineModule({
  name: "auth",
  routes: (ctx) => {
    const account = createAccountService({
      db: ctx.db,
      users: ctx.users,
      tokens: createAccountRepository(ctx.db),
      mail: (ctx.services.mail ??= createMailer(ctx.env, ctx.logger)),
      adminEmails: ctx.env.ADMIN_EMAILS,
      logger: ctx.logger,
    });
    return Router().use(createAuthRouter(ctx, account), createAccountRouter(ctx, account));
  },
});
