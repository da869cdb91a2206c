/**
 * The lazy modules each first screen loads before it renders, by source path under src/: the guest's sign-in page
 * (routes/guest.tsx); for a signed-in screen the role's shell and the user's read (routes/shells.tsx), the page and
 * what its loader imports (routes/<role>.tsx). The early script
 * (start-early.ts) preloads their chunks as the page arrives, rather than once the entry chunks have run the
 * router; vite-plugins/early-script.ts turns the paths into chunk addresses, and e2e/home.spec.ts checks that a
 * first screen loads no chunk this list misses. Plain data: the build reads it too.
 */
/** A guest's first screen: it has no reads, only its modules (app/early-data.ts preloads them for anyone). */
export const GUEST_FIRST_SCREEN = '/signin';
const GET_ME = 'features/accounts/api/get-me.ts';
const BANNERS = 'features/announcements/api/get-announcements.ts';
const OWNER_CAMPAIGNS = 'features/campaigns/api/get-owner-campaigns.ts';
/** The global progress bar (components/ui/global-feedback.tsx): the first reads show it as the screen loads. */
const PROGRESS = 'components/ui/progress-display.tsx';

export const FIRST_SCREEN_MODULES: Record<string, readonly string[]> = {
  [GUEST_FIRST_SCREEN]: ['features/accounts/pages/signin-page.tsx'],
  '/home': [
    'features/shell/components/customer-shell.tsx',
    GET_ME,
    'features/home/pages/customer-home-page.tsx',
    BANNERS,
    PROGRESS,
  ],
  '/venue_home': [
    'features/shell/components/venue-shell.tsx',
    GET_ME,
    'features/home/pages/venue-home-page.tsx',
    BANNERS,
    PROGRESS,
  ],
  '/business_campaigns': [
    'features/shell/components/business-shell.tsx',
    GET_ME,
    'features/campaigns/pages/business-campaigns-page.tsx',
    OWNER_CAMPAIGNS,
    PROGRESS,
  ],
  '/venue_campaigns': [
    'features/shell/components/venue-shell.tsx',
    GET_ME,
    'features/campaigns/pages/venue-campaigns-page.tsx',
    OWNER_CAMPAIGNS,
    PROGRESS,
  ],
};
