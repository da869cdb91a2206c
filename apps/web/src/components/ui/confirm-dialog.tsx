import Button from '@mui/material/Button';
import { Dialog } from './dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/** "Are you sure?" before an action that cannot be undone (operator console, owner approvals). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  color = 'primary',
  busy = false,
  disabled = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  color?: 'primary' | 'error' | 'success';
  busy?: boolean;
  /** The confirm button waits for something the dialog asks for (e.g. a reason). */
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" maxWidth="xs">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {children && (
        <DialogContent>
          <DialogContentText component="div">{children}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={color} onClick={onConfirm} loading={busy} disabled={disabled}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
