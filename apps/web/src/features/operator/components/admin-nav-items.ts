import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AssessmentRounded from '@mui/icons-material/AssessmentRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import ViewCarouselRounded from '@mui/icons-material/ViewCarouselRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import PhonelinkLockRounded from '@mui/icons-material/PhonelinkLockRounded';
import { OPERATORS, type AdminOverview, type OperatorRole } from '@spruik/shared';

type Queue = keyof AdminOverview['queues'];

type NavItem = {
  to: string;
  label: string;
  Icon: typeof DashboardRounded;
  /** The operator roles whose routes the page calls (the server's contracts decide; this only hides the link). */
  roles: readonly OperatorRole[];
  badge?: Queue;
};

const ALL = OPERATORS.supportAndFinance;

/** The console's sections; `badge` names the overview queue whose count the menu shows. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', Icon: DashboardRounded, roles: ALL },
  {
    to: '/admin/campaigns',
    label: 'Campaigns',
    Icon: CampaignRounded,
    roles: OPERATORS.support,
    badge: 'campaignsPending',
  },
  {
    to: '/admin/venues',
    label: 'Venues',
    Icon: StorefrontRounded,
    roles: OPERATORS.support,
    badge: 'venuesPending',
  },
  { to: '/admin/users', label: 'Users', Icon: PeopleAltRounded, roles: ALL },
  {
    to: '/admin/creators',
    label: 'Creators to verify',
    Icon: VerifiedUserRounded,
    roles: OPERATORS.support,
    badge: 'creatorsToVerify',
  },
  { to: '/admin/top-ups', label: 'Top-ups', Icon: PaymentsRounded, roles: OPERATORS.finance },
  {
    to: '/admin/withdrawals',
    label: 'Withdrawals',
    Icon: AccountBalanceRounded,
    roles: OPERATORS.finance,
    badge: 'withdrawalsPending',
  },
  { to: '/admin/finance', label: 'Finance', Icon: AssessmentRounded, roles: OPERATORS.finance },
  { to: '/admin/finance/documents', label: 'Documents', Icon: ReceiptLongRounded, roles: OPERATORS.finance },
  {
    to: '/admin/appeals',
    label: 'Appeals',
    Icon: GavelRounded,
    roles: OPERATORS.support,
    badge: 'appealsOpen',
  },
  { to: '/admin/flags', label: 'Trust flags', Icon: FlagRounded, roles: ALL },
  { to: '/admin/announcements', label: 'Announcements', Icon: ViewCarouselRounded, roles: OPERATORS.support },
  { to: '/admin/questions', label: 'Quiz questions', Icon: QuizRounded, roles: OPERATORS.support },
  { to: '/admin/audit', label: 'Audit log', Icon: HistoryRounded, roles: ALL },
  { to: '/admin/outbox', label: 'Outbox', Icon: MailRounded, roles: OPERATORS.support },
  { to: '/admin/operators', label: 'Operators', Icon: AdminPanelSettingsRounded, roles: OPERATORS.owner },
  { to: '/admin/security', label: 'Two-factor sign-in', Icon: PhonelinkLockRounded, roles: ALL },
];

/** The sections an operator of this role may open (none before the profile has loaded). */
export const navFor = (role: OperatorRole | null | undefined) =>
  role ? ADMIN_NAV.filter((i) => i.roles.includes(role)) : [];

/** The section a path belongs to (the longest matching prefix). */
export const navItemOf = (pathname: string) =>
  [...ADMIN_NAV].reverse().find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`)) ?? ADMIN_NAV[0];
