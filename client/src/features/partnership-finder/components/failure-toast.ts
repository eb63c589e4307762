/** The destructive toast of a failed write: the server's message, or 'Please try again.'. */
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";

export const failed = (title: string) => (err: unknown) =>
  toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });
