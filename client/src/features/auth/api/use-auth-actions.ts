/** Sign-in and sign-up calls; each success refreshes the current user (sign-out lives in @/hooks/use-logout). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginResponse } from "@shared/contracts/account";
import type { LoginInput, PublicUser } from "@shared/contracts/auth";
import { useNavigate } from "react-router-dom";
import { ApiError, apiJson, getJson } from "@/lib/api-client";
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

/**
 * POST /api/auth/login, then refetch the current user (unless the account's two-factor code comes next). A locked
 * account answers like a wrong password; when the password was right the session can then read its pending
 * deletion, which is the only screen it gets (docs/guide/your-data.md).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: LoginInput) => {
      try {
        return await apiJson<LoginResponse>("POST", "/api/auth/login", body);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          const deletion = await getJson<{ pending: boolean }>("/api/account/delete", "returnNull").catch(() => null);
          if (deletion?.pending) navigate("/account-deletion");
        }
        throw err;
      }
    },
    onSuccess: (answer) => {
      if (!("twoFactorRequired" in answer)) void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

/** POST /api/auth/2fa: the code after the password (or a provider); signs in and refetches the current user. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<PublicUser>("POST", "/api/auth/2fa", { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}

/** POST /api/auth/signup (the server signs the new account in), then refetch the current user. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => apiJson<PublicUser>("POST", "/api/auth/signup", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
