/** The four-field business ideas form (platform spec sections 2, 5, 9), validated with the shared schema. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Sparkles } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { IDEA_BUDGETS, IDEA_INDUSTRIES, IDEA_TARGET_MARKETS } from "@shared/contracts/business-ideas";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

// The form holds plain strings; the server's schema checks the option values again.
const formSchema = z.object({
  industry: z.string().min(1, "Industry is required"),
  budget: z.string().min(1, "Budget range is required"),
  targetMarket: z.string().min(1, "Target market is required"),
  skills: z.string().trim().min(1, "Skills and expertise are required"),
});
export type BusinessIdeasFormValues = z.infer<typeof formSchema>;

type Props = { pending: boolean; defaults?: Partial<BusinessIdeasFormValues>; onSubmit: (values: BusinessIdeasFormValues) => void };

export function BusinessIdeasForm({ pending, defaults, onSubmit }: Props) {
  const { register, handleSubmit, formState: { errors } } = useForm<BusinessIdeasFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { industry: "", budget: "", targetMarket: "", skills: "", ...defaults },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-5 md:grid-cols-2 [&>*]:min-w-0" noValidate>
      <Field label="Industry" htmlFor="idea-industry" error={errors.industry?.message} required>
        <NativeSelect id="idea-industry" {...register("industry")}>
          <option value="">Select an industry</option>
          {IDEA_INDUSTRIES.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect>
      </Field>
      <Field label="Budget Range" htmlFor="idea-budget" error={errors.budget?.message} required>
        <NativeSelect id="idea-budget" {...register("budget")}>
          <option value="">Select your budget</option>
          {IDEA_BUDGETS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect>
      </Field>
      <Field label="Target Market" htmlFor="idea-target" error={errors.targetMarket?.message} required>
        <NativeSelect id="idea-target" {...register("targetMarket")}>
          <option value="">Select your target market</option>
          {IDEA_TARGET_MARKETS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect>
      </Field>
      <Field label="Skills & Expertise" htmlFor="idea-skills" error={errors.skills?.message} required className="md:row-span-2">
        <Textarea id="idea-skills" rows={4} placeholder="e.g. video editing, social media, a little coding" {...register("skills")} />
      </Field>
      <div className="flex items-end md:col-span-2">
        <Button type="submit" variant="gradient" size="lg" disabled={pending} className="w-full md:w-auto">
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {pending ? "Generating Your Business Ideas" : "Generate 3 Business Ideas"}
        </Button>
      </div>
    </form>
  );
}
