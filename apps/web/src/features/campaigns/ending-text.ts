/** What the owner reads before ending a campaign that waits for appeals (docs/business-rules.md "Ending a campaign"). */
import type { CampaignEndBlock } from '@spruik/shared';
import { formatDateTime } from '../../lib/date';

export function endBlockedText(block: CampaignEndBlock): string {
  if (block.reason === 'openAppeal' || !block.until)
    return 'A creator appealed your rejection. You can end this campaign once the operator decides the appeal.';
  return `A creator may still appeal your rejection until ${formatDateTime(block.until)}. You can end this campaign from then.`;
}
