/** The niche discovery form (platform spec sections 2, 3, 5): three required selects and two tag inputs. */
import { Loader2, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { NICHE_BUDGETS, NICHE_INDUSTRIES, NICHE_TARGET_MARKETS, type NicheDiscoveryRequest } from "@shared/contracts/niche-discovery";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TagInput } from "@/components/ui/tag-input";
import { toast } from "@/hooks/use-toast";

type NicheFormProps = { pending: boolean; onSubmit: (values: NicheDiscoveryRequest) => void };

/** Sends nothing and shows 'Missing Information' when a required field is empty. */
export function NicheForm({ pending, onSubmit }: NicheFormProps) {
  const [industry, setIndustry] = useState("");
  const [budget, setBudget] = useState("");
  const [targetMarket, setTargetMarket] = useState("");
  const [skills, setSkills] = useState<string[]>([]);
  const [interests, setInterests] = useState<string[]>([]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!industry || !budget || !targetMarket) {
      toast({ title: "Missing Information", description: "Please fill in all required fields to generate niche ideas.", variant: "destructive" });
      return;
    }
    onSubmit({ industry, budget, targetMarket, skills, interests } as NicheDiscoveryRequest);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Profile</CardTitle>
        <CardDescription>Tell us about you and we'll find niches that fit.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-5" noValidate>
          <Field label="Industry/Category" htmlFor="niche-industry" required>
            <NativeSelect id="niche-industry" value={industry} onChange={(e) => setIndustry(e.target.value)}>
              <option value="">Select an industry</option>
              {NICHE_INDUSTRIES.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </NativeSelect>
          </Field>
          <Field label="Your Skills" htmlFor="niche-skills" hint="Press Enter or Add after each skill (optional)">
            <TagInput id="niche-skills" value={skills} onChange={setSkills} placeholder="e.g. Video editing" addLabel="Add" />
          </Field>
          <Field label="Startup Budget" htmlFor="niche-budget" required>
            <NativeSelect id="niche-budget" value={budget} onChange={(e) => setBudget(e.target.value)}>
              <option value="">Select your budget</option>
              {NICHE_BUDGETS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </NativeSelect>
          </Field>
          <Field label="Interests & Passions" htmlFor="niche-interests" hint="Press Enter or Add after each interest (optional)">
            <TagInput id="niche-interests" value={interests} onChange={setInterests} placeholder="e.g. Gaming" addLabel="Add" />
          </Field>
          <Field label="Target Market" htmlFor="niche-target" required>
            <NativeSelect id="niche-target" value={targetMarket} onChange={(e) => setTargetMarket(e.target.value)}>
              <option value="">Select your target market</option>
              {NICHE_TARGET_MARKETS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </NativeSelect>
          </Field>
          <Button type="submit" variant="gradient" size="lg" disabled={pending} className="w-full">
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
            {pending ? "Analyzing Your Profile..." : "Discover My Niches"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
