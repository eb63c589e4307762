/** Delete the account: a confirm dialog that asks for the username and the password (docs/guide/your-data.md). */
import { useState, type FormEvent } from "react";
import { Loader2, Trash2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { DELETION_GRACE_DAYS } from "@shared/contracts/account-data";
import type { PublicUser } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { errorDetail } from "@/lib/api-client";
import { detailsToFieldErrors, validationDetails } from "@/lib/form-errors";
import { USER_KEY } from "@/hooks/use-user";
import { useDeleteAccount } from "../api/account-data-api";

type Fields = { confirm?: string; password?: string };

export function DangerZone({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Fields>({});
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = user.username ?? user.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    remove.mutate(
      { confirm, ...(user.hasPassword ? { password } : {}) },
      {
        onSuccess: () => {
          navigate("/account-deletion");
          queryClient.setQueryData(USER_KEY, null);
        },
        onError: (err) => setErrors(detailsToFieldErrors(validationDetails(err), ["confirm", "password"])),
      },
    );
  };

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
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <Field
                label={
                  user.username ? `Type your username (${name}) to confirm` : `Type your email (${name}) to confirm`
                }
                htmlFor="delete-confirm"
                error={errors.confirm}
              >
                <Input
                  id="delete-confirm"
                  autoComplete="off"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </Field>
              {user.hasPassword ? (
                <Field label="Your password" htmlFor="delete-password" error={errors.password}>
                  <PasswordInput
                    id="delete-password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </Field>
              ) : (
                <p className="text-sm text-slate-600">
                  Your account signs in with Google or Discord: sign out, sign in with it again, then confirm within 10
                  minutes. {errors.password}
                </p>
              )}
              {remove.isError && !errors.confirm && !errors.password && (
                <p role="alert" className="text-sm text-red-800">
                  {errorDetail(remove.error)}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Keep my account
                </Button>
                <Button type="submit" variant="destructive" disabled={remove.isPending || confirm.trim() === ""}>
                  {remove.isPending && <Loader2 aria-hidden className="animate-spin" />}
                  Delete my account
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
