import { useAdminUsers } from '../../accounts/operator/get-admin-users';
import { CreatorVerificationCard } from './creator-verification-card';
import { KeysetList } from '../../../components/operator/keyset-list';
import { PageHeader } from '../../../components/operator/page-header';

/** /admin/creators: the creator verification queue, customers whose follower counts are not entered. */
export function AdminCreatorsPage() {
  const query = useAdminUsers({ role: 3, status: 'unverified' });
  return (
    <>
      <PageHeader
        title="Creators to verify"
        subtitle="Open each profile, enter its follower count to verify it, or decline with a reason."
      />
      <KeysetList query={query} items={(d) => d.users} emptyText="No creators are waiting.">
        {(u) => <CreatorVerificationCard key={u.id} user={u} />}
      </KeysetList>
    </>
  );
}
