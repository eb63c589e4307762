/** Sign-in and sign-up calls; each success refreshes the current user (sign-out lives in @/hooks/use-logout). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { accountDataEndpoints } from "@shared/contracts/endpoints/account-data";
import { authEndpoints as ep } from "@shared/contracts/endpoints/auth";
import { useNavigate } from "react-router-dom";
import { ApiError } from "@/lib/api-client";
import { call, callOrNull } from "@/lib/endpoint-client";
import { USER_KEY } from "@/hooks/use-user";

/** The sign-up body as the spec's call table names it (username may be empty: the server drops it). */
export type SignupBody = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
};

/** The password (and code) were right, but the account waits to be deleted: its screen was opened instead. */
type DeletionPending = { deletionPending: true };

/**
 * A locked account answers sign-in like a wrong password (401); when this browser proved it (the password, and the
 * code of an account with two-factor sign-in), the session can read its pending deletion, which becomes the one
 * screen and the one message: no 'Login Failed' toast beside it (docs/guide/your-data.md).
 */
async function pendingDeletionInstead(err: unknown, open: () => void): Promise<DeletionPending> {
  if (err instanceof ApiError && err.status === 401) {
    const deletion = await callOrNull(accountDataEndpoints.deletion).catch(() => null);
    if (deletion?.pending) {
      open();
      return { deletionPending: true };
    }
  }
  throw err;
}

/** POST /api/auth/login, then refetch the current user (unless the code comes next, or the deletion screen opened). */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.login>) =>
      call(ep.login, { body }).catch((err: unknown) =>
        pendingDeletionInstead(err, () => navigate("/account-deletion")),
      ),
    onSuccess: (answer) => {
      if (!("twoFactorRequired" in answer) && !("deletionPending" in answer))
        void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

/** POST /api/auth/2fa: the code after the password (or a provider); signs in and refetches the current user. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (code: string) =>
      call(ep.twoFactor, { body: { code } }).catch((err: unknown) =>
        pendingDeletionInstead(err, () => navigate("/account-deletion")),
      ),
    onSuccess: (answer) => {
      if (!("deletionPending" in answer)) void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

/** POST /api/auth/signup (the server signs the new account in), then refetch the current user. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => call(ep.signup, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
