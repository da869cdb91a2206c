import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PUSH_KINDS, pushKindsFor, QUIET_HOURS } from '@spruik/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { TAP_SWITCH_SX } from '../../components/ui/tap-target';
import type { PushSupport } from './device';
import { usePushPreferences, useUpdatePushPreferences } from './preferences';
import { useThisDevice } from './use-this-device';

/** Why this device cannot be turned on, in words; null when it can. */
export const DEVICE_NOTE: Record<Exclude<PushSupport, 'ready'>, string> = {
  off: 'Notifications are not available right now.',
  'ios-install':
    'On iPhone and iPad, add Spruik to your Home Screen first (Share, then Add to Home Screen), then open it from there and turn notifications on.',
  unsupported: 'This browser cannot show notifications. Try Chrome, Edge, Firefox or Safari.',
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then come back here.",
};

/** 22 -> "10 pm", 8 -> "8 am". */
export const hourText = (h: number) => `${h % 12 || 12} ${h < 12 ? 'am' : 'pm'}`;

/** One switch row: the label on the left, the switch on the right, the whole row a 44 px tap target. */
function SwitchRow(props: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <FormControlLabel
      labelPlacement="start"
      label={props.label}
      disabled={props.disabled}
      control={
        <Switch
          sx={TAP_SWITCH_SX}
          checked={props.checked}
          onChange={(_e, on) => props.onChange(on)}
          slotProps={{ input: { 'data-testid': props.testId } as object }}
        />
      }
      sx={{
        m: 0,
        minHeight: 48,
        justifyContent: 'space-between',
        gap: 1.5,
        '& .MuiFormControlLabel-label': { typography: 'body2', flex: 1 },
      }}
    />
  );
}

/** This device: on or off, or why it cannot be on. */
function ThisDevice({ device }: { device: ReturnType<typeof useThisDevice> }) {
  const { support, subscribed } = device;
  const on = support === 'ready' && subscribed === true;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.25 }}>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          This device
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" data-testid="push-device-state">
          {support !== 'ready'
            ? DEVICE_NOTE[support]
            : subscribed === null
              ? 'Checking…'
              : on
                ? 'On: notifications come to this device.'
                : 'Off: nothing comes to this device.'}
        </Typography>
      </Box>
      {support === 'ready' && subscribed !== null && (
        <Button
          variant={on ? 'outlined' : 'contained'}
          onClick={() => void (on ? device.turnOff() : device.turnOn())}
          loading={device.busy}
          sx={{ minHeight: 44 }}
          data-testid="push-device-toggle"
        >
          {on ? 'Turn off' : 'Turn on'}
        </Button>
      )}
    </Box>
  );
}

/**
 * /profile's Notifications (docs/push.md, "In the app"): this device on or off, and what the person gets on any of
 * their devices (their role's kinds, quiet hours). Hidden when the server sends no pushes.
 */
export function PushSection({ role }: { role: number }) {
  const device = useThisDevice();
  const preferences = usePushPreferences();
  const update = useUpdatePushPreferences();
  if (!device.pushKey) return null;
  const p = preferences.data;
  return (
    <Card sx={{ px: 2, py: 1 }} data-testid="push-section">
      <Typography variant="subtitle2" component="h2" sx={{ pt: 1 }}>
        Notifications
      </Typography>
      <ThisDevice device={device} />
      <Divider />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 1.25 }}>
        What you get, on every device you turn on:
      </Typography>
      {!p && preferences.isError ? (
        <LoadError text="We could not load what you get." onRetry={() => void preferences.refetch()} />
      ) : !p ? (
        <Skeleton variant="rounded" height={160} sx={{ my: 1 }} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', pb: 0.5 }}>
          {pushKindsFor(role).map((kind) => (
            <SwitchRow
              key={kind}
              label={PUSH_KINDS[kind].label}
              checked={p.kinds[kind] !== false}
              onChange={(on) => update.mutate({ kinds: { [kind]: on } })}
              testId={`push-kind-${kind}`}
            />
          ))}
          <Divider sx={{ my: 0.5 }} />
          <SwitchRow
            label={
              <>
                Quiet hours ({hourText(QUIET_HOURS.from)}–{hourText(QUIET_HOURS.to)})
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="span"
                  sx={{ display: 'block' }}
                >
                  Hold everything but money until the morning.
                </Typography>
              </>
            }
            checked={p.quietHours}
            onChange={(on) => update.mutate({ quietHours: on })}
            testId="push-quiet-hours"
          />
        </Box>
      )}
    </Card>
  );
}
