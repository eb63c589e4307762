/** /reset-password: reachable signed in or not (the link in the reset mail). */
import { ResetPasswordScreen } from "@/features/auth/components/reset-password-screen";

export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
