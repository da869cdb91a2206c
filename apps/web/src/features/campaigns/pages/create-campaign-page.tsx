import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: a later issue builds this screen (SPEC.md section 2). */
export function CreateCampaignPage() {
  return <ComingSoon title="Create Campaign" />;
}
