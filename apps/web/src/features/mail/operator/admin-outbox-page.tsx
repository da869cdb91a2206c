import { useState } from 'react';
import { useMe } from '../../accounts/api/get-me';
import { useOutbox } from './get-outbox';
import { OutboxMailCard } from './outbox-mail';
import { FilterBar } from '../../../components/operator/filter-bar';
import { PageHeader } from '../../../components/operator/page-header';
import { KeysetList } from '../../../components/operator/keyset-list';
import { SearchField } from '../../../components/operator/search-field';
import { useDebounced } from '../../../lib/use-debounced';

/**
 * /admin/outbox: every e-mail the product wrote (sign-up codes, reset links, venue activations), newest first.
 * Without SMTP_URL this is where mail is delivered; with it, a copy and whether SMTP took it.
 */
export function AdminOutboxPage() {
  const [text, setText] = useState('');
  const to = useDebounced(text.trim());
  const query = useOutbox({ to });
  const isOwner = useMe().data?.operatorRole === 'owner';
  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="E-mails the product sent, newest first. Sign-up codes and reset links are hidden; an owner can show one, with a reason the audit log keeps."
      />
      <FilterBar>
        <SearchField label="Recipient" value={text} onChange={setText} />
      </FilterBar>
      <KeysetList
        query={query}
        items={(d) => d.messages}
        emptyText={to ? 'No e-mail to this address.' : 'No e-mail yet.'}
      >
        {(m) => <OutboxMailCard key={m.id} mail={m} canReveal={isOwner} />}
      </KeysetList>
    </>
  );
}
