import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { frameReader } from './qr-reader';

/** The camera, read a few times a second until a QR code is found; `onRead` gets its text once. */
export function QrScanDialog({
  open,
  onClose,
  onRead,
}: {
  open: boolean;
  onClose: () => void;
  onRead: (text: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const canvas = document.createElement('canvas');
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await frameReader();
        const tick = async () => {
          if (stopped || !video.current) return;
          const text = await read(video.current, canvas);
          if (text && !stopped) {
            stopped = true;
            onRead(text);
            return;
          }
          timer = window.setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch {
        if (!stopped) setProblem('The camera is not available. Type the code instead.');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      setProblem(null);
    };
  }, [open, onRead]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="scan-title" fullWidth>
      <DialogTitle id="scan-title">Scan the customer&apos;s code</DialogTitle>
      <DialogContent>
        {problem ? (
          <Typography color="error" role="alert">
            {problem}
          </Typography>
        ) : (
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label="Camera"
            sx={{
              width: '100%',
              borderRadius: '12px',
              bgcolor: '#000',
              aspectRatio: '1 / 1',
              objectFit: 'cover',
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
