/** Account recovery calls: forgot password, reset password, resend the verification mail. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ForgotPasswordInput, ResetPasswordInput } from "@shared/contracts/auth";
import { apiJson } from "@/lib/api-client";
import { USER_KEY } from "@/hooks/use-user";

type Answer = { ok: true; message: string };

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordInput) => apiJson<Answer>("POST", "/api/auth/forgot-password", body),
  });
}

/** POST /api/auth/reset-password; every session of the account ends, this one too, so the user is signed out. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => apiJson<Answer>("POST", "/api/auth/reset-password", body),
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
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
    mutationFn: (body: ResetPasswordInput) => apiJson<Answer>("POST", "/api/account/email/undo", body),
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
    },
  });
}

/** POST /api/auth/resend-verification (signed in). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson<Answer & { sent: boolean }>("POST", "/api/auth/resend-verification"),
  });
}
