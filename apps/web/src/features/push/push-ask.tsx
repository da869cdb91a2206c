import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { ASK_MOMENTS, notNowAt, onAsk, rememberNotNow, shouldAsk, takeAsk, type AskMoment } from './ask';
import { isSubscribed, pushSupport } from './device';
import { useThisDevice } from './use-this-device';

/**
 * The ask to turn notifications on, after a moment a push would follow up (ask.ts): "Turn on notifications" asks
 * the browser (this tap is what lets it), "Not now" holds the question back on this device for 30 days.
 */
export function PushAsk() {
  const device = useThisDevice();
  const { pushKey } = device;
  const [moment, setMoment] = useState<AskMoment | null>(null);

  useEffect(() => {
    if (pushKey === undefined) return; // the config is still loading: the offer waits
    const check = async () => {
      const offered = takeAsk();
      if (!offered) return;
      const ask = shouldAsk({
        support: pushSupport(pushKey),
        subscribed: await isSubscribed(),
        notNowAt: notNowAt(),
        now: Date.now(),
      });
      if (ask) setMoment(offered);
    };
    void check();
    return onAsk(() => void check());
  }, [pushKey]);

  const notNow = () => {
    rememberNotNow();
    setMoment(null);
  };
  const turnOn = async () => {
    // A prompt dismissed or refused counts as "Not now" (a browser blocks a site asked too often).
    if ((await device.turnOn()) !== 'on') rememberNotNow();
    setMoment(null);
  };

  return (
    <Dialog
      open={moment !== null}
      onClose={device.busy ? undefined : notNow}
      aria-labelledby="push-ask-title"
      maxWidth="xs"
      data-testid="push-ask"
    >
      <DialogTitle id="push-ask-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pb: 1 }}>
        <NotificationsActiveRounded color="primary" />
        Turn on notifications?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{moment && ASK_MOMENTS[moment]}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          You can change what you get, or turn them off, in your profile.
        </DialogContentText>
      </DialogContent>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 3, pb: 2.5 }}>
        <Button variant="contained" size="large" onClick={() => void turnOn()} loading={device.busy}>
          Turn on notifications
        </Button>
        <Button variant="text" size="large" onClick={notNow} disabled={device.busy}>
          Not now
        </Button>
      </Box>
    </Dialog>
  );
}
