/**
 * The idea form: product or niche name (required after trimming) and an optional description. Text that is
 * not an idea (markup, one repeated letter, no words) is stopped here with the API's own rule and message.
 */
import { useState } from "react";
import { Loader2, ShieldCheck } from "lucide-react";
import { ideaTextIssue } from "@shared/contracts/quick-validation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

export type ValidationFormValues = { product: string; description: string };

type Props = {
  values: ValidationFormValues;
  onChange: (values: ValidationFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
};

/** The button stays disabled while the name is blank and while a validation runs. */
export function ValidationForm({ values, onChange, onSubmit, pending }: Props) {
  const ready = values.product.trim().length > 0;
  const [checked, setChecked] = useState(false);
  const issue = checked ? ideaTextIssue(values) : undefined;
  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (ready && !pending && !ideaTextIssue(values)) onSubmit();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your idea</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="space-y-4">
          <Field label="Product or niche name" htmlFor="validate-product" required error={issue?.field === "product" ? issue.message : undefined}>
            <Input
              id="validate-product"
              value={values.product}
              maxLength={120}
              placeholder="e.g. Eco-friendly dog treat subscription"
              onChange={(e) => onChange({ ...values, product: e.target.value })}
            />
          </Field>
          <Field
            label="Description"
            htmlFor="validate-description"
            hint="Optional: who it is for, how it makes money, what makes it different."
            error={issue?.field === "description" ? issue.message : undefined}
          >
            <Textarea
              id="validate-description"
              value={values.description}
              maxLength={2000}
              rows={5}
              placeholder="e.g. A monthly box of healthy treats for busy dog owners, $29 a box."
              onChange={(e) => onChange({ ...values, description: e.target.value })}
            />
          </Field>
          <Button type="submit" variant="gradient" className="w-full" disabled={!ready || pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            {pending ? "Validating..." : "Validate Idea"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
