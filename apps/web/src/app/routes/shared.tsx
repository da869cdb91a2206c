import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyPage } from './lazy-page';

/** /profile and /edit_profile for every role with a shell. */
export const profileRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue, ROLES.business, ROLES.customer]} />,
  children: [
    {
      path: '/profile',
      // The profile (accounts) shows a customer's connected accounts (creators), which read accounts in turn: the
      // two meet here, so neither feature imports the other's screens.
      ...lazyPage(
        () =>
          Promise.all([
            import('../../features/accounts/pages/profile-page'),
            import('../../features/creators/connect/connected-accounts'),
          ]),
        ([profile, creators]) =>
          function Profile() {
            return (
              <profile.ProfilePage
                connectResult={<creators.ConnectResultNote />}
                connections={(me) => <creators.ConnectedAccounts me={me} />}
              />
            );
          },
      ),
    },
    {
      path: '/edit_profile',
      ...lazyPage(
        () => import('../../features/accounts/pages/edit-profile-page'),
        (m) => m.EditProfilePage,
      ),
    },
  ],
};

/**
 * Owner routes: the original spec listed these under business, but venues create campaigns (types 6 and 7), open their
 * details and read messages too, so both owner roles may open them.
 */
export const ownerRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue, ROLES.business]} />,
  children: [
    {
      path: '/create_campaign',
      ...lazyPage(
        () => import('../../features/campaigns/pages/create-campaign-page'),
        (m) => m.CreateCampaignPage,
      ),
    },
    {
      path: '/campaign_details',
      ...lazyPage(
        () => import('../../features/campaigns/pages/campaign-details-page'),
        (m) => m.CampaignDetailsPage,
      ),
    },
    {
      path: '/messages',
      ...lazyPage(
        () => import('../../features/messages/pages/messages-page'),
        (m) => m.MessagesPage,
      ),
    },
  ],
};

/** The statement of a balance, for every role that holds one (inside the role's shell). */
export const statementRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue, ROLES.business, ROLES.customer]} />,
  children: [
    {
      path: '/statement',
      ...lazyPage(
        () => import('../../features/statements/pages/statement-page'),
        (m) => m.StatementPage,
      ),
    },
  ],
};

/**
 * The printable statement: a plain document with no shell, for the owner and for the operator (who names the
 * user with ?user=).
 */
export const statementPrintRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue, ROLES.business, ROLES.customer, ROLES.admin]} />,
  children: [
    {
      path: '/statement/print',
      ...lazyPage(
        () => import('../../features/statements/pages/statement-print-page'),
        (m) => m.StatementPrintPage,
      ),
    },
  ],
};

/**
 * Receipts, invoices and credit notes as printable documents with no shell (docs/finance.md): the owner's own, and
 * any for the operator.
 */
export const documentPrintRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue, ROLES.business, ROLES.admin]} />,
  children: [
    {
      path: '/receipt/:id',
      ...lazyPage(
        () => import('../../features/finance/pages/receipt-page'),
        (m) => m.ReceiptPage,
      ),
    },
    {
      path: '/invoice/:id',
      ...lazyPage(
        () => import('../../features/finance/pages/invoice-page'),
        (m) => m.InvoicePage,
      ),
    },
  ],
};
