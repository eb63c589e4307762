/** Copies text to the clipboard and says so in a toast (or that the browser refused). */
import { toast } from "@/hooks/use-toast";

export async function copyWithToast(text: string, what = "Text"): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: `${what} is on your clipboard.`, variant: "success" });
  } catch {
    toast({
      title: "Copy Failed",
      description: "Your browser blocked the clipboard. Please try again.",
      variant: "destructive",
    });
  }
}
