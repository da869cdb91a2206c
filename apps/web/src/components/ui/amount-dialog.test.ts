import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { customerWithdrawSchema, MONEY_MSG, topUpRequest, venueWithdrawSchema } from '@spruik/shared';
import { submitForm } from '../../lib/form-testing';
import { toCents } from '../../lib/money';
import { amountForm } from './amount-dialog';

const submit = (schema: Parameters<typeof amountForm>[0], amount: string) =>
  submitForm(zodResolver(amountForm(schema)), { amount, sure: true });

describe('the amount dialogs (zodResolver over the shared amount schemas)', () => {
  const wallet = customerWithdrawSchema(toCents(12.5));
  it("shows the spec's message on the Amount field", async () => {
    expect(await submit(wallet, '9.99')).toMatchObject({ message: MONEY_MSG.withdrawMin, at: ['amount'] });
    expect((await submit(wallet, '12.51')).message).toBe(MONEY_MSG.withdrawAboveWallet);
    expect((await submit(wallet, '.5')).message).toBe(MONEY_MSG.amountFormat);
    expect((await submit(topUpRequest, '19.99')).message).toBe(MONEY_MSG.topUpMin);
    expect((await submit(venueWithdrawSchema(toCents(30)), '0')).message).toBe(MONEY_MSG.withdrawAboveZero);
  });
  it('hands over whole cents, up to the wallet read as cents', async () => {
    // A withdrawal's `instant` keeps the schema's default here: the dialog sends the payee's own choice.
    expect((await submit(wallet, '12.50')).sent).toEqual({ amount: 1250, instant: false });
    expect((await submit(customerWithdrawSchema(toCents(0.1 + 0.2 + 19.7)), '20')).sent).toEqual({
      amount: 2000,
      instant: false,
    });
    expect((await submit(topUpRequest, '25')).sent).toEqual({ amount: 2500 });
  });
});
