/** Account recovery calls: forgot password, reset password, resend the verification mail. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { accountEndpoints as ep } from "@shared/contracts/endpoints/account";
import { call } from "@/lib/endpoint-client";
import { isUserQuery, USER_KEY } from "@/hooks/use-user";

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.forgotPassword>) => call(ep.forgotPassword, { body }),
  });
}

/** POST /api/auth/reset-password; every session of the account ends, this one too, so the user is signed out. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.resetPassword>) => call(ep.resetPassword, { body }),
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => !isUserQuery(q.queryKey) });
    },
  });
}

/**
 * POST /api/account/email/undo: the old address's link puts it back with a new password; every session ends, this
 * one too (docs/guide/accounts.md#when-your-email-changes).
 */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.undoEmailChange>) => call(ep.undoEmailChange, { body }),
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => !isUserQuery(q.queryKey) });
    },
  });
}

/** POST /api/auth/resend-verification (signed in). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => call(ep.resendVerification) });
}
