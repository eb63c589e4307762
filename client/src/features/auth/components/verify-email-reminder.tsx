/** A slim line under the header until the account's email is verified, with a 'Resend' action. */
import { Loader2, MailWarning } from "lucide-react";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useUser } from "@/hooks/use-user";
import { useResendVerification } from "../api/use-account-actions";

export function VerifyEmailReminder() {
  const { user } = useUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;

  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        toast({ variant: "success", title: "Verification email sent", description: answer.message }),
      onError: (err) =>
        toast({
          variant: "destructive",
          title: "Could not send the email",
          description: errorDetail(err) || "Please try again later.",
        }),
    });

  return (
    <div className="border-t border-amber-200 bg-amber-50">
      <div className="container flex h-10 items-center gap-2 text-sm text-amber-950">
        <MailWarning aria-hidden className="size-4 shrink-0 text-amber-700" />
        <p className="min-w-0 flex-1 truncate">
          <span className="font-semibold">Verify your email</span>
          <span className="hidden sm:inline"> · we sent a link to {user.email}</span>
        </p>
        <button
          type="button"
          onClick={handleResend}
          disabled={resend.isPending || resend.isSuccess}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1 font-semibold text-amber-900 underline-offset-2 hover:bg-amber-100 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:no-underline disabled:opacity-70"
        >
          {resend.isPending && <Loader2 aria-hidden className="size-3.5 animate-spin" />}
          {resend.isSuccess ? "Sent" : "Resend"}
        </button>
      </div>
    </div>
  );
}
