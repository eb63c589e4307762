/** Account settings calls (docs/guide/settings.md): one hook per call; changes to the user refresh the header. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf, ResponseOf } from "@shared/contracts/endpoint";
import { accountEndpoints as ep } from "@shared/contracts/endpoints/account";
import { ApiError } from "@/lib/api-client";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { USER_KEY } from "@/hooks/use-user";

const SECURITY_KEY = keyOf(ep.security);
const SESSIONS_KEY = keyOf(ep.sessions);

/** A 400's messages by field (`details` of the error body), for showing each beside its field. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const details = (err.body as { details?: { path?: string; message?: string }[] } | undefined)?.details ?? [];
  return Object.fromEntries(details.filter((d) => d.path && d.message).map((d) => [d.path, d.message]));
}

/** Puts the answered user into the header's cache and refreshes what depends on it. */
function useUserAnswer() {
  const queryClient = useQueryClient();
  return ({ user }: ResponseOf<typeof ep.profile>) => {
    queryClient.setQueryData(USER_KEY, user);
    void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
  };
}

export function useSecurityStatus() {
  return useQuery(readQuery(ep.security));
}

export function useUpdateProfile() {
  const onUser = useUserAnswer();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.updateProfile>) => call(ep.updateProfile, { body }),
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
      return call(ep.uploadPicture, { body: form });
    },
    onSuccess: onUser,
  });
}

export function useRemovePicture() {
  const onUser = useUserAnswer();
  return useMutation({
    mutationFn: () => call(ep.removePicture),
    onSuccess: onUser,
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.changeEmail>) => call(ep.changeEmail, { body }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.changePassword>) => call(ep.changePassword, { body }),
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
      call(ep.unlinkProvider, { params: { provider }, body: { currentPassword } }),
    onSuccess: onUser,
  });
}

export function useSessions() {
  return useQuery({ ...readQuery(ep.sessions), select: (r) => r.sessions });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(ep.endSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ep.endOtherSessions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (currentPassword: string | undefined) => call(ep.setupTwoFactor, { body: { currentPassword } }),
  });
}

export function useTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(ep.enableTwoFactor, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(ep.disableTwoFactor, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
