/** Delete the account: a confirm dialog that asks for the username and the password (docs/guide/your-data.md). */
import { useState } from "react";
import { Loader2, Trash2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import {
  accountDeleteSchema,
  accountDeleteWithPasswordSchema,
  DELETION_GRACE_DAYS,
} from "@shared/contracts/account-data";
import type { PublicUser } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { SchemaForm, useFieldError, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { USER_KEY } from "@/hooks/use-user";
import { useDeleteAccount } from "../api/account-data-api";

const FIELDS = ["confirm", "password"] as const;

/** For an account without a password: what stands for it, and the server's refusal of it (e.g. too long ago). */
function ProviderNote() {
  const error = useFieldError("password");
  return (
    <p className="text-sm text-slate-600">
      Your account signs in with Google or Discord: sign out, sign in with it again, then confirm within 10 minutes.{" "}
      {error && (
        <span role="alert" className="text-red-800">
          {error}
        </span>
      )}
    </p>
  );
}

export function DangerZone({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  // An account with a password is asked for it here already, as the server asks (accountDeleteWithPasswordSchema).
  const schema = user.hasPassword ? accountDeleteWithPasswordSchema : accountDeleteSchema;
  const form = useSchemaForm(schema, { confirm: "", password: "" });
  const [onAField, setOnAField] = useState(false);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = user.username ?? user.email;

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-800">Danger zone</CardTitle>
        <CardDescription>
          Deleting your account locks it and signs you out everywhere at once; a Pro subscription is cancelled. After{" "}
          {DELETION_GRACE_DAYS} days everything it holds is deleted for good. Until then you can sign in and cancel.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={setOpen}>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden />
            Delete my account
          </Button>
          <DialogContent
            title="Delete your account?"
            description={`Your account will be locked now and deleted for good in ${DELETION_GRACE_DAYS} days, with every idea, order and file in it. Download your data first if you want to keep it.`}
          >
            <SchemaForm
              form={form}
              schema={schema}
              className="grid gap-4"
              onValid={({ confirm, password }) =>
                remove.mutate(
                  { confirm, ...(user.hasPassword ? { password } : {}) },
                  {
                    onSuccess: () => {
                      navigate("/account-deletion");
                      queryClient.setQueryData(USER_KEY, null);
                    },
                    onError: (err) => setOnAField(applyServerErrors(err, form.setError, FIELDS)),
                  },
                )
              }
            >
              <TextField
                name="confirm"
                id="delete-confirm"
                autoComplete="off"
                label={
                  user.username ? `Type your username (${name}) to confirm` : `Type your email (${name}) to confirm`
                }
              />
              {user.hasPassword ? (
                <TextField
                  name="password"
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  label="Your password"
                />
              ) : (
                <ProviderNote />
              )}
              {remove.isError && !onAField && (
                <p role="alert" className="text-sm text-red-800">
                  {errorDetail(remove.error)}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Keep my account
                </Button>
                <Button type="submit" variant="destructive" disabled={remove.isPending}>
                  {remove.isPending && <Loader2 aria-hidden className="animate-spin" />}
                  Delete my account
                </Button>
              </div>
            </SchemaForm>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
