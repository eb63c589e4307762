/** Sign-in, sign-up and sign-out calls; each success refreshes (or clears) the current user. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PublicUser } from "@shared/contracts/auth";
import { useNavigate } from "react-router-dom";
import { toast } from "@/hooks/use-toast";
import { apiJson, apiRequest, errorDetail } from "@/lib/api-client";
import { USER_KEY } from "./use-user";

/** The sign-up body as the spec's call table names it (username may be empty: the server drops it). */
export type SignupBody = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
};

/** POST /api/auth/login, then refetch the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginInput) => apiJson<PublicUser>("POST", "/api/auth/login", body),
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

/** POST /api/auth/logout, then go to /, forget every cached answer and mark the visitor signed out. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      // "No user" first, so the gate shows the sign-in screen without another round trip (clear() would
      // detach the gate's observer from the user query); then drop everything else the user loaded.
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      navigate("/", { replace: true });
    },
    onError: (err) =>
      toast({ variant: "destructive", title: "Sign-out Failed", description: errorDetail(err) || "Please try again." }),
  });
}
