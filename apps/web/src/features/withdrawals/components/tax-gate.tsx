import { useState, type ReactNode } from 'react';
import { useTaxDetails } from '../api/tax-details';
import { TaxDetailsCard } from './tax-details-card';
import { TaxDetailsDialog, TaxDetailsNeededDialog } from './tax-details-dialog';

/**
 * The tax details a withdrawal needs (docs/finance.md "Payees' tax details"), for a page whose dialogs include
 * 'withdraw' and 'tax': the card, and the dialogs that lead from Withdraw to the form and back to withdrawing.
 * `missing` says the page's withdraw dialog must stay shut (the "needed" dialog shows instead).
 */
export function useTaxGate<D extends string | null>(
  dialog: D | 'withdraw' | 'tax',
  setDialog: (d: D | 'withdraw' | 'tax' | null) => void,
): { missing: boolean; card: ReactNode; dialogs: ReactNode } {
  const tax = useTaxDetails();
  const missing = !!tax.data && !tax.data.taxDetails;
  const [thenWithdraw, setThenWithdraw] = useState(false);
  const openForm = (backToWithdraw: boolean) => {
    setThenWithdraw(backToWithdraw);
    setDialog('tax');
  };
  return {
    missing,
    card: <TaxDetailsCard answer={tax.data} onEdit={() => openForm(false)} />,
    dialogs: (
      <>
        <TaxDetailsNeededDialog
          open={dialog === 'withdraw' && missing}
          onClose={() => setDialog(null)}
          onGive={() => openForm(true)}
        />
        <TaxDetailsDialog
          open={dialog === 'tax'}
          answer={tax.data}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(thenWithdraw ? 'withdraw' : null)}
        />
      </>
    ),
  };
}
