import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: a later issue builds this screen (SPEC.md section 2). */
export function NewCampaignPage() {
  return <ComingSoon title="New Campaign" />;
}
