import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import ViewCarouselRounded from '@mui/icons-material/ViewCarouselRounded';
import type { AdminOverview } from '@spruik/shared';

type Queue = keyof AdminOverview['queues'];

/** The console's sections; `badge` names the overview queue whose count the menu shows. */
export const ADMIN_NAV: Array<{ to: string; label: string; Icon: typeof DashboardRounded; badge?: Queue }> = [
  { to: '/admin', label: 'Dashboard', Icon: DashboardRounded },
  { to: '/admin/campaigns', label: 'Campaigns', Icon: CampaignRounded, badge: 'campaignsPending' },
  { to: '/admin/venues', label: 'Venues', Icon: StorefrontRounded, badge: 'venuesPending' },
  { to: '/admin/users', label: 'Users', Icon: PeopleAltRounded },
  {
    to: '/admin/creators',
    label: 'Creators to verify',
    Icon: VerifiedUserRounded,
    badge: 'creatorsToVerify',
  },
  { to: '/admin/top-ups', label: 'Top-ups', Icon: PaymentsRounded },
  {
    to: '/admin/withdrawals',
    label: 'Withdrawals',
    Icon: AccountBalanceRounded,
    badge: 'withdrawalsPending',
  },
  { to: '/admin/appeals', label: 'Appeals', Icon: GavelRounded, badge: 'appealsOpen' },
  { to: '/admin/flags', label: 'Trust flags', Icon: FlagRounded },
  { to: '/admin/announcements', label: 'Announcements', Icon: ViewCarouselRounded },
  { to: '/admin/questions', label: 'Quiz questions', Icon: QuizRounded },
  { to: '/admin/audit', label: 'Audit log', Icon: HistoryRounded },
  { to: '/admin/outbox', label: 'Outbox', Icon: MailRounded },
];

/** The section a path belongs to (the longest matching prefix). */
export const navItemOf = (pathname: string) =>
  [...ADMIN_NAV].reverse().find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`)) ?? ADMIN_NAV[0];
