import Button from '@mui/material/Button';
import { useState } from 'react';
import type { AdminWithdrawItem, BulkPayResult } from '@spruik/shared';
import { money, moneyCents, sumCents } from '../../../lib/money';
import { useAdminWithdraws, type WithdrawFilter } from './get-admin-withdraws';
import { useOverview } from '../../operator/api/get-overview';
import { usePayWithdraws } from './pay-withdraws';
import { useReleaseWithdraw } from './release-withdraw';
import { BulkPayBar, BulkPayDialog, BulkPayOutcome } from './bulk-pay';
import { DecideWithdrawDialog, type WithdrawDecision } from './decide-withdraw-dialog';
import { KeysetList } from '../../../components/operator/keyset-list';
import { FilterBar } from '../../../components/operator/filter-bar';
import { PageHeader } from '../../../components/operator/page-header';
import { PayoutExport } from './payout-export';
import { useDownloadBankFile } from './bank-file';
import type { PayoutBatch } from './batch-to-pay';
import { SearchField } from '../../../components/operator/search-field';
import { CARD_GRID, StatusTabs, tabOf, type StatusTab } from '../../../components/operator/status-tabs';
import { payable, payeeName, WithdrawCard } from './withdraw-card';
import { useDebounced } from '../../../lib/use-debounced';

const FILTERS: Array<StatusTab<WithdrawFilter>> = [
  { value: 1, label: 'Pending', empty: 'No withdrawals are waiting.' },
  { value: 2, label: 'Paid', empty: 'No paid withdrawals yet.' },
  { value: 3, label: 'Rejected', empty: 'No rejected withdrawals.' },
  { value: '', label: 'All', empty: 'No withdrawals yet.' },
];

/**
 * /admin/withdrawals: the queue with bank details or payout accounts, why each waits, Pay (or Approve) and
 * Reject, a search (name, e-mail, organisation, amount or id), bulk "mark paid" or the ABA bank file for the
 * chosen bank transfers, and the payout CSV. A downloaded file's batch is then marked paid. A held withdrawal
 * shows why and is released (audited) before it can be paid. The list loads a page at a time
 * as it scrolls; the pending count and total come from the overview's queue figures.
 */
export function AdminWithdrawalsPage() {
  const [status, setStatus] = useState<WithdrawFilter>(1);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const [decision, setDecision] = useState<WithdrawDecision | null>(null);
  const [chosen, setChosen] = useState<Map<string, AdminWithdrawItem>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ result: BulkPayResult; names: Map<string, string> } | null>(null);
  const query = useAdminWithdraws(status, q);
  const pay = usePayWithdraws();
  const bankFile = useDownloadBankFile();
  const [batch, setBatch] = useState<PayoutBatch | null>(null);
  const release = useReleaseWithdraw();
  const queues = useOverview().data?.queues;
  const filter = tabOf(FILTERS, status);
  const loaded = query.data?.pages.flatMap((p) => p.withdraws) ?? [];
  const shown = loaded.filter(payable);
  // A chosen one that was decided meanwhile (Pay on its card, another operator) drops out of the choice.
  const gone = new Set(loaded.filter((w) => !payable(w)).map((w) => w.id));
  const list = [...chosen.values()].filter((w) => !gone.has(w.id));

  const choose = (w: AdminWithdrawItem, on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (on) next.set(w.id, w);
      else next.delete(w.id);
      return next;
    });
  const confirmPay = () =>
    pay.mutate(
      list.map((w) => w.id),
      {
        onSuccess: (result) => {
          setOutcome({ result, names: new Map(list.map((w) => [w.id, payeeName(w)])) });
          setChosen(new Map());
        },
        onSettled: () => setConfirming(false),
      },
    );

  // The file for the bank holds the chosen ones; its batch then waits in the payout file card to be marked paid.
  const downloadBankFile = () =>
    bankFile.mutate(
      list.map((w) => w.id),
      {
        onSuccess: (id) => {
          const n = list.length;
          const summary = `${n} withdrawal${n === 1 ? '' : 's'}, ${moneyCents(sumCents(list, (w) => w.amount))}`;
          setBatch(id ? { id, at: new Date(), file: 'aba', summary } : null);
          setChosen(new Map());
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Withdrawals"
        subtitle={
          status === 1 && queues
            ? `${queues.withdrawalsPending} waiting, ${money(queues.withdrawalsPendingAmount)} in all. Download the bank file, transfer it, then mark the batch paid (or pay one by one).`
            : 'Download the bank file, transfer it, then mark the batch paid (or pay one by one).'
        }
      />
      <PayoutExport batch={batch} onBatch={setBatch} />
      <StatusTabs tabs={FILTERS} value={status} onChange={setStatus} />
      <FilterBar alignCenter>
        <SearchField label="Name, e-mail, organisation, amount or id" value={text} onChange={setText} />
        {shown.length > 0 && (
          <Button
            variant="text"
            onClick={() => setChosen(new Map([...chosen, ...shown.map((w) => [w.id, w] as const)]))}
          >
            Choose all {shown.length} shown
          </Button>
        )}
      </FilterBar>
      {outcome && (
        <BulkPayOutcome result={outcome.result} names={outcome.names} onClose={() => setOutcome(null)} />
      )}
      <KeysetList
        query={query}
        items={(d) => d.withdraws}
        emptyText={q ? 'No withdrawals match.' : filter.empty}
        listSx={CARD_GRID}
      >
        {(w) => (
          <WithdrawCard
            key={w.id}
            withdraw={w}
            selected={chosen.has(w.id) && !gone.has(w.id)}
            onSelect={(on) => choose(w, on)}
            onDecide={(approve) => setDecision({ withdraw: w, approve })}
            onRelease={() => release.mutate(w.id)}
            releasing={release.isPending}
          />
        )}
      </KeysetList>
      <BulkPayBar
        chosen={list}
        onClear={() => setChosen(new Map())}
        onPay={() => setConfirming(true)}
        onBankFile={downloadBankFile}
        bankFileBusy={bankFile.isPending}
      />
      <DecideWithdrawDialog decision={decision} onClose={() => setDecision(null)} />
      <BulkPayDialog
        chosen={list}
        open={confirming}
        busy={pay.isPending}
        onConfirm={confirmPay}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
