import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { MONEY_MSG } from '@spruik/shared';
import { submitForm } from '../../../lib/form-testing';
import { bankForm } from './bank-dialog';

const empty = { accountName: '', BSB: '', accountNumber: '', confirmed: true };
const submit = (values: Partial<typeof empty>) => submitForm(zodResolver(bankForm), { ...empty, ...values });

describe('the bank dialog (zodResolver over the shared bank schema)', () => {
  it("puts 'Please fill out the form correctly.' on the first empty field", async () => {
    expect(await submit({})).toMatchObject({ message: MONEY_MSG.bankForm, at: ['accountName'] });
    expect(await submit({ accountName: 'Ann', BSB: '062-000' })).toMatchObject({
      message: MONEY_MSG.bankForm,
      at: ['accountNumber'],
    });
  });
  it('checks the BSB, then the account number', async () => {
    const r = await submit({ accountName: 'Ann', BSB: '12', accountNumber: '1' });
    expect(r).toMatchObject({ message: MONEY_MSG.bsbInvalid, at: ['BSB'] });
    expect((await submit({ accountName: 'Ann', BSB: '062000', accountNumber: '1' })).message).toBe(
      MONEY_MSG.accountNumberInvalid,
    );
  });
  it('sends the digits only', async () => {
    const r = await submit({ accountName: ' Ann ', BSB: '062-000', accountNumber: '1234 5678' });
    expect(r.sent).toEqual({ accountName: 'Ann', BSB: '062000', accountNumber: '12345678' });
  });
});
