/**
 * Expenses that belong to no order (ad spend first: it is what a seller forgets and what eats the profit), typed
 * in here or imported (an Amazon service fee). The list shows the period's expenses, newest first. The form is on
 * the form kit over expenseInputSchema: refusals, the server's 400 details too, show beside their fields.
 */
import { Loader2, Megaphone, Plus, Trash2 } from "lucide-react";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "@shared/contracts/imports";
import { expenseInputSchema } from "@shared/contracts/finance";
import type { z } from "zod";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useAddExpense, useDeleteExpense, useExpenses, type Period } from "../api/finance-api";
import { formatMoney } from "@/lib/money-format";

type Values = z.input<typeof expenseInputSchema>;
const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }));
const FIELDS = ["date", "category", "amount", "currency", "note"] as const;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export function ExpensesCard({ period, homeCurrency }: { period: Period; homeCurrency: string }) {
  const expenses = useExpenses(period);
  const add = useAddExpense();
  const remove = useDeleteExpense();
  const empty = (): Values => ({ date: today(), category: "ads", amount: "", currency: homeCurrency, note: "" });
  const form = useSchemaForm(expenseInputSchema, empty());

  const submit = async (body: z.output<typeof expenseInputSchema>) => {
    try {
      await add.mutateAsync(body);
      toast({
        title: "Expense added",
        description: `${EXPENSE_CATEGORY_LABELS[body.category]}: ${formatMoney(body.amount, body.currency)} on ${body.date}.`,
      });
      form.reset(empty());
    } catch (err) {
      if (!applyServerErrors(err, form.setError, FIELDS))
        toast({
          variant: "destructive",
          title: "Could not add the expense",
          description: errorDetail(err) ?? "Please try again.",
        });
    }
  };

  const inPeriod = (expenses.data ?? [])
    .filter((e) => e.date >= period.from && e.date <= period.to)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

  return (
    <section
      aria-labelledby="expenses-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="expenses-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Megaphone aria-hidden className="size-5 shrink-0 text-brand-600" />
        Expenses
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Start with your ad spend: it is the cost sellers most often leave out. Add a refund of a cost as a negative
        amount.
      </p>
      <SchemaForm
        form={form}
        schema={expenseInputSchema}
        onValid={submit}
        aria-label="Add an expense"
        className="mt-4 grid grid-cols-2 gap-3 print:hidden"
      >
        <OptionSelectField name="category" id="exp-category" label="Category" options={CATEGORY_OPTIONS} />
        <TextField name="amount" id="exp-amount" label="Amount" inputMode="decimal" placeholder="e.g. 40" />
        <TextField name="currency" id="exp-currency" label="Currency" maxLength={3} autoCapitalize="characters" />
        <TextField name="date" id="exp-date" label="Date" type="date" />
        <TextField name="note" id="exp-note" label="Note" placeholder="Optional" className="col-span-2" />
        <div className="col-span-2">
          <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
            {add.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
            Add expense
          </Button>
        </div>
      </SchemaForm>
      {inPeriod.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No expenses in this period yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Expenses in this period">
          {inPeriod.map((e) => (
            <li key={e.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {EXPENSE_CATEGORY_LABELS[e.category]}
                  {e.source && (
                    <span className="ml-2 text-xs font-normal text-slate-600">imported from {e.source}</span>
                  )}
                </p>
                <p className="truncate text-xs text-slate-600">
                  {e.date}
                  {e.note && ` · ${e.note}`}
                </p>
              </div>
              <span className="tabular-nums text-slate-900">{formatMoney(e.amount, e.currency)}</span>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 hover:text-red-800 print:hidden"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(e.id, {
                    onError: (err) =>
                      toast({
                        variant: "destructive",
                        title: "Could not delete",
                        description: errorDetail(err) ?? "Please try again.",
                      }),
                  })
                }
                aria-label={`Delete the ${EXPENSE_CATEGORY_LABELS[e.category]} expense of ${e.date}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
