/** A new partnership request: type, title (required), description, duration, budget and skills. */
import { useState } from "react";
import { REQUEST_TYPES, REQUEST_TYPE_LABELS } from "@shared/domain/partner-match";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { useCreateRequest } from "../api/partnerships-api";
import { failed } from "./failure-toast";

export function RequestForm({ onDone }: { onDone: () => void }) {
  const create = useCreateRequest();
  const [v, setV] = useState({
    type: "collaboration",
    title: "",
    description: "",
    duration: "",
    skills: "",
    budget: "",
  });
  const [error, setError] = useState<string>();
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!v.title.trim()) {
      setError("Title is required");
      toast({ variant: "destructive", title: "Validation Error", description: "Title is required" });
      return;
    }
    create.mutate(v as Parameters<typeof create.mutate>[0], {
      onSuccess: () => {
        toast({ title: "Request Created", description: "Your partnership request is live." });
        onDone();
      },
      onError: failed("Failed to Create Request"),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>New Partnership Request</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Type" htmlFor="req-type">
            <NativeSelect id="req-type" value={v.type} onChange={set("type")}>
              {REQUEST_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REQUEST_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Title" htmlFor="req-title" required error={error}>
            <Input
              id="req-title"
              value={v.title}
              onChange={(e) => {
                set("title")(e);
                setError(undefined);
              }}
            />
          </Field>
          <Field label="Description" htmlFor="req-desc" className="sm:col-span-2">
            <Textarea id="req-desc" value={v.description} onChange={set("description")} />
          </Field>
          <Field label="Duration" htmlFor="req-duration">
            <Input id="req-duration" placeholder="e.g. 3 months" value={v.duration} onChange={set("duration")} />
          </Field>
          <Field label="Budget" htmlFor="req-budget">
            <Input id="req-budget" placeholder="e.g. $500 or revenue share" value={v.budget} onChange={set("budget")} />
          </Field>
          <Field
            label="Required skills"
            htmlFor="req-skills"
            hint="Separate skills with commas"
            className="sm:col-span-2"
          >
            <Input id="req-skills" value={v.skills} onChange={set("skills")} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create Request"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
