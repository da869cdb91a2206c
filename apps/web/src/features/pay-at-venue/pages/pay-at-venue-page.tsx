import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: a later issue builds this screen (SPEC.md section 2). */
export function PayAtVenuePage() {
  return <ComingSoon title="Pay or Redeem" />;
}
