/** Account settings calls (docs/guide/settings.md): one hook per call; changes to the user refresh the header. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SecurityStatus, SessionInfo } from "@shared/contracts/account";
import type { PublicUser } from "@shared/contracts/auth";
import { ApiError, apiJson, apiRequest, getJson } from "@/lib/api-client";
import { USER_KEY } from "@/hooks/use-user";

const SECURITY_KEY = ["/api/account/security"] as const;
const SESSIONS_KEY = ["/api/account/sessions"] as const;

type Message = { ok: boolean; message: string };

/** A 400's messages by field (`details` of the error body), for showing each beside its field. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const details = (err.body as { details?: { path?: string; message?: string }[] } | undefined)?.details ?? [];
  return Object.fromEntries(details.filter((d) => d.path && d.message).map((d) => [d.path, d.message]));
}

/** Puts the answered user into the header's cache and refreshes what depends on it. */
function useUserAnswer() {
  const queryClient = useQueryClient();
  return ({ user }: { user: PublicUser }) => {
    queryClient.setQueryData(USER_KEY, user);
    void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
  };
}

export function useSecurityStatus() {
  return useQuery({
    queryKey: SECURITY_KEY,
    queryFn: async () => {
      const status = await getJson<SecurityStatus>("/api/account/security");
      if (!status) throw new Error("No answer from the server");
      return status;
    },
  });
}

export function useUpdateProfile() {
  const onUser = useUserAnswer();
  return useMutation({
    mutationFn: (body: { firstName?: string; lastName?: string; username?: string }) =>
      apiJson<{ user: PublicUser }>("PATCH", "/api/account/profile", body),
    onSuccess: onUser,
  });
}

/** Multipart upload of the picture (the server checks and resizes it). */
export function useUploadPicture() {
  const onUser = useUserAnswer();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("picture", file);
      const res = await fetch("/api/account/profile/picture", { method: "POST", body: form, credentials: "include" });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
        throw new ApiError(res.status, body.message ?? res.statusText, body.code, body);
      }
      return (await res.json()) as { user: PublicUser };
    },
    onSuccess: onUser,
  });
}

export function useRemovePicture() {
  const onUser = useUserAnswer();
  return useMutation({
    mutationFn: () => apiJson<{ user: PublicUser }>("DELETE", "/api/account/profile/picture"),
    onSuccess: onUser,
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { email: string; currentPassword?: string }) =>
      apiJson<Message>("POST", "/api/account/email", body),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword?: string; newPassword: string; confirmPassword: string }) =>
      apiJson<Message>("POST", "/api/account/password", body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    },
  });
}

export function useUnlinkProvider() {
  const onUser = useUserAnswer();
  return useMutation({
    mutationFn: ({ provider, currentPassword }: { provider: "google" | "discord"; currentPassword?: string }) =>
      apiJson<{ user: PublicUser }>("POST", `/api/account/providers/${provider}/unlink`, { currentPassword }),
    onSuccess: onUser,
  });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await getJson<{ sessions: SessionInfo[] }>("/api/account/sessions"))?.sessions ?? [],
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/account/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ ok: boolean; ended: number }>("DELETE", "/api/account/sessions"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (currentPassword: string | undefined) =>
      apiJson<{ secret: string; otpauthUrl: string; qrCode: string }>("POST", "/api/account/2fa/setup", {
        currentPassword,
      }),
  });
}

export function useTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiJson<{ ok: boolean; recoveryCodes: string[] }>("POST", "/api/account/2fa/enable", { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<Message>("POST", "/api/account/2fa/disable", { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
