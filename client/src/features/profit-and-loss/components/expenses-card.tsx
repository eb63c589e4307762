/**
 * Expenses that belong to no order (ad spend first: it is what a seller forgets and what eats the profit), typed
 * in here or imported (an Amazon service fee). The list shows the period's expenses, newest first.
 */
import { useForm } from "react-hook-form";
import { Loader2, Megaphone, Plus, Trash2 } from "lucide-react";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "@shared/contracts/imports";
import { expenseInputSchema } from "@shared/contracts/finance";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useAddExpense, useDeleteExpense, useExpenses, type Period } from "../api/finance-api";
import { parseOrShow } from "../form-issues";
import { formatMoney } from "@/lib/money-format";

type Values = { date: string; category: string; amount: string; currency: string; note: string };
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: empty() });

  const submit = handleSubmit(async (v) => {
    const body = parseOrShow(expenseInputSchema, v, setError, FIELDS);
    if (!body) return;
    try {
      await add.mutateAsync(body);
      toast({
        title: "Expense added",
        description: `${EXPENSE_CATEGORY_LABELS[body.category]}: ${formatMoney(body.amount, body.currency)} on ${body.date}.`,
      });
      reset(empty());
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS))
        toast({
          variant: "destructive",
          title: "Could not add the expense",
          description: errorDetail(err) ?? "Please try again.",
        });
    }
  });

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
      <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-2 gap-3 print:hidden">
        <Field label="Category" htmlFor="exp-category" error={errors.category?.message}>
          <NativeSelect id="exp-category" {...register("category")}>
            {EXPENSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {EXPENSE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Amount" htmlFor="exp-amount" error={errors.amount?.message}>
          <Input id="exp-amount" inputMode="decimal" placeholder="e.g. 40" {...register("amount")} />
        </Field>
        <Field label="Currency" htmlFor="exp-currency" error={errors.currency?.message}>
          <Input id="exp-currency" maxLength={3} autoCapitalize="characters" {...register("currency")} />
        </Field>
        <Field label="Date" htmlFor="exp-date" error={errors.date?.message}>
          <Input id="exp-date" type="date" {...register("date")} />
        </Field>
        <Field label="Note" htmlFor="exp-note" error={errors.note?.message} className="col-span-2">
          <Input id="exp-note" placeholder="Optional" {...register("note")} />
        </Field>
        <div className="col-span-2">
          <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
            {add.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
            Add expense
          </Button>
        </div>
      </form>
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
