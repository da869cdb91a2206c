import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { CampaignQueue } from './campaign-queue';
import { CampaignSearch } from './campaign-search';
import { PageHeader } from '../../../components/operator/page-header';

/** /admin/campaigns: the verification queue, and (?tab=all) a search of every campaign with Close. */
export function AdminCampaignsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'all' ? 'all' : 'queue';
  return (
    <>
      <PageHeader
        title="Campaigns"
        subtitle="Check each new campaign as creators will see it, then verify or reject it."
      />
      <Tabs
        value={tab}
        onChange={(_, v: string) => setParams(v === 'all' ? { tab: 'all' } : {}, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="queue" label="Verification queue" />
        <Tab value="all" label="All campaigns" />
      </Tabs>
      {tab === 'queue' ? <CampaignQueue /> : <CampaignSearch />}
    </>
  );
}
