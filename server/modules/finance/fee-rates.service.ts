/**
 * GET/PUT/DELETE /api/finance/fee-rates: the dated fee schedule per channel with its sources, and the rate the P&L
 * uses for each (the person's own, else the schedule's default option;
 * docs/decisions/1060-estimated-fees-from-a-dated-schedule.md).
 */
import type { z } from "zod";
import type { FeeRatesResponse, feeRateInputSchema } from "../../../shared/contracts/finance";
import {
  FEE_CHANNELS,
  FEE_CHANNEL_LABELS,
  FEE_SCHEDULE,
  defaultOption,
  optionRate,
  type FeeChannel,
} from "../../../shared/domain/fee-schedule";
import { textCents, centsText } from "../../../shared/domain/pnl";
import { NotFoundError, ValidationError } from "../../http/errors";
import type { FeeRatesRepository } from "./fee-rates.repository";

/** "9.500" → "9.5", "15.000" → "15": the percent as typed. */
const percentText = (v: string) => v.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
const moneyText = (v: string) => centsText(textCents(Number(v).toFixed(2)));

export function createFeeRatesService(repo: FeeRatesRepository) {
  const list = async (userId: number): Promise<FeeRatesResponse> => {
    const own = new Map((await repo.list(userId)).map((r) => [r.channel, r]));
    return {
      channels: FEE_CHANNELS.map((channel) => {
        const schedule = FEE_SCHEDULE[channel];
        const mine = own.get(channel);
        const def = defaultOption(channel);
        return {
          channel,
          label: FEE_CHANNEL_LABELS[channel],
          country: schedule.country,
          note: schedule.note,
          options: schedule.options.map((o) => ({
            id: o.id,
            label: o.label,
            rate: optionRate(o),
            parts: o.parts.map((p) => ({ ...p })),
          })),
          used: mine
            ? {
                optionId: mine.optionId,
                own: true,
                percent: percentText(mine.percent),
                perOrder: moneyText(mine.perOrder),
                perUnit: moneyText(mine.perUnit),
              }
            : { optionId: def.id, own: false, ...optionRate(def) },
        };
      }),
    };
  };

  return {
    list,
    async save(userId: number, channel: FeeChannel, input: z.output<typeof feeRateInputSchema>) {
      const optionId = input.optionId ?? null;
      if (optionId !== null && !FEE_SCHEDULE[channel].options.some((o) => o.id === optionId)) {
        const message = `Choose one of ${FEE_CHANNEL_LABELS[channel]}'s options, or type your own rate`;
        throw new ValidationError(message, [{ path: "optionId", message }]);
      }
      await repo.save(userId, {
        channel,
        optionId,
        percent: input.percent,
        perOrder: input.perOrder,
        perUnit: input.perUnit,
      });
      return list(userId);
    },
    async reset(userId: number, channel: FeeChannel) {
      if (!(await repo.remove(userId, channel))) throw new NotFoundError("No rate of your own for this channel");
    },
  };
}
