/** Sign-out: shared by the header (and any screen offering it), so it lives beside the current user. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { toast } from "@/hooks/use-toast";
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { errorDetail } from "@/lib/api-client";
import { call } from "@/lib/endpoint-client";
import { isUserQuery, USER_KEY } from "./use-user";

/** POST /api/auth/logout, then go to /, forget every cached answer and mark the visitor signed out. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(authEndpoints.logout),
    onSuccess: () => {
      // "No user" first, so the gate shows the sign-in screen without another round trip (clear() would
      // detach the gate's observer from the user query); then drop everything else the user loaded.
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => !isUserQuery(q.queryKey) });
      navigate("/", { replace: true });
    },
    onError: (err) =>
      toast({ variant: "destructive", title: "Sign-out Failed", description: errorDetail(err) || "Please try again." }),
  });
}
