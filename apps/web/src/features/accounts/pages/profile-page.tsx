import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditRounded from '@mui/icons-material/EditRounded';
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  atHandle,
  keepsYoutubeId,
  levelName,
  membershipName,
  withHttps,
  ROLES,
  type Me,
  type Platform,
} from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { imageUrl } from '../../../lib/image-url';
import { signOutLocally } from '../../../lib/sign-out';
import { useMe } from '../api/get-me';
import { ProfileAvatar } from '../components/profile-avatar';
import { ReferralCode } from '../components/referral-code';
import { socialStateText, verificationNote } from '../social-states';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';
import { PushSection } from '../../push/push-section';

const ROLE_LABEL: Record<number, string> = { 1: 'Venue', 2: 'Business', 3: 'Creator', 4: 'Operator' };

type Row = { label: string; value: ReactNode };

/** A customer's account with its verification state under it. */
function withState(me: Me, platform: Platform, handle: string): ReactNode {
  const account = me.socialAccounts.find((a) => a.platform === platform);
  if (!account) return handle;
  return (
    <>
      {handle}
      <Typography
        component="span"
        variant="caption"
        data-testid={`social-state-${platform}`}
        sx={{ display: 'block', color: account.state === 'verified' ? 'success.main' : 'text.secondary' }}
      >
        {socialStateText(account)}
      </Typography>
    </>
  );
}

function rowsFor(me: Me): Row[] {
  const d = me.details ?? {};
  const rows: Row[] = [
    { label: 'Name', value: me.name },
    { label: 'Email', value: me.email },
    { label: 'Phone', value: me.phone },
    { label: 'Instagram', value: withState(me, 'instagram', atHandle('instagram', me.instagramId)) },
    { label: 'TikTok', value: withState(me, 'tiktok', atHandle('tiktok', me.tiktokId)) },
  ];
  if (keepsYoutubeId(me.role))
    rows.push({ label: 'YouTube', value: withState(me, 'youtube', atHandle('youtube', me.youtubeId)) });
  rows.push({ label: 'Country', value: me.country }, { label: 'City', value: me.city });
  if (me.role === ROLES.business) {
    rows.push({ label: 'Business name', value: d.name }, { label: 'ABN', value: d.abn });
  }
  if (me.role === ROLES.venue) {
    const site = withHttps(d.websiteLink);
    rows.push(
      { label: 'Venue name', value: d.name },
      { label: 'ABN', value: d.abn },
      { label: 'Address', value: d.address },
      {
        label: 'Website',
        value: site ? (
          <Link href={site} target="_blank" rel="noopener noreferrer" sx={TAP_TARGET_SX}>
            {d.websiteLink}
          </Link>
        ) : null,
      },
      { label: 'Membership', value: membershipName(me.membership) },
    );
  }
  if (me.role === ROLES.customer || me.role === ROLES.business) {
    rows.push({ label: 'Level', value: me.role === ROLES.customer ? levelName(me.level) : 'Basic' });
  }
  if (me.role === ROLES.customer && me.level === 2 && me.legendCode) {
    rows.push(
      { label: 'Referral code', value: <ReferralCode code={me.legendCode} /> },
      { label: 'People referred', value: String(me.referralCount ?? 0) },
    );
  }
  return rows;
}

/** The creator account waiting for the operator, or declined with what to do. */
function VerificationNote({ me }: { me: Me }) {
  const note = verificationNote(me);
  if (!note) return null;
  return (
    <Alert severity={note.severity} data-testid="verification-note">
      {note.text}
    </Alert>
  );
}

/** /profile: read-only details, Edit button and Log Out link (docs/spec.md, Roles and sign-in). */
/**
 * A customer's connected accounts and what their last connect did come from creators (app/routes/shared.tsx puts
 * them here).
 */
export function ProfilePage({
  connectResult,
  connections,
}: {
  connectResult?: ReactNode;
  connections?: (me: Me) => ReactNode;
} = {}) {
  const { data: me, isPending, isError, refetch } = useMe();
  const navigate = useNavigate();

  const logOut = () => {
    signOutLocally();
    navigate('/');
  };

  return (
    <Page>
      {isError && !me ? (
        <LoadError text="We could not load your profile." onRetry={() => void refetch()} />
      ) : isPending || !me ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', pt: 2 }}>
          <Skeleton variant="circular" width={88} height={88} />
          <Skeleton variant="rounded" width="100%" height={320} />
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, pt: 1 }}>
            <ProfileAvatar name={me.details?.name || me.name} logo={me.details?.logo} size={88} />
            <Typography variant="h5" component="h1" data-testid="profile-name">
              {me.name}
            </Typography>
            <Chip label={ROLE_LABEL[me.role] ?? 'Member'} size="small" color="primary" variant="outlined" />
          </Box>
          {me.role === ROLES.customer && connectResult}
          <VerificationNote me={me} />
          <Card sx={{ px: 2, py: 1 }}>
            {rowsFor(me).map((r, i) => (
              <Fragment key={r.label}>
                {i > 0 && <Divider />}
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 2,
                    py: 1.25,
                    alignItems: 'center',
                  }}
                >
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {r.label}
                  </Typography>
                  <Typography
                    variant="body2"
                    component="div"
                    sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
                  >
                    {r.value || '—'}
                  </Typography>
                </Box>
              </Fragment>
            ))}
          </Card>
          {me.role === ROLES.customer && connections?.(me)}
          {(me.role === ROLES.business || me.role === ROLES.venue) && me.details?.logo && (
            <Card sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box
                component="img"
                src={imageUrl(me.details.logo)}
                alt="Logo"
                sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: '8px' }}
              />
              <Typography variant="body2" color="text.secondary">
                Logo shown on your campaigns
              </Typography>
            </Card>
          )}
          <Button
            variant="contained"
            size="large"
            startIcon={<EditRounded />}
            onClick={() => navigate('/edit_profile')}
          >
            Edit
          </Button>
          <PushSection role={me.role} />
        </>
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Link
          component="button"
          type="button"
          color="error"
          onClick={logOut}
          // A 44 px tap target, still looking like a link.
          sx={{ fontWeight: 700, minHeight: 44, minWidth: 88, px: 2 }}
        >
          Log Out
        </Link>
      </Box>
    </Page>
  );
}
