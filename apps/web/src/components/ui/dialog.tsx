import MuiDialog, { type DialogProps } from '@mui/material/Dialog';
import { useCloseOnBack } from '../../lib/dialog-history';

/**
 * Every dialog of the app: MUI's Dialog whose phone Back closes it instead of leaving the page
 * (lib/dialog-history.ts). Back counts as Escape: a dialog that ignores Escape, or has no onClose while busy,
 * stays open.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, disableEscapeKeyDown } = props;
  useCloseOnBack(open, onClose && !disableEscapeKeyDown ? () => onClose({}, 'escapeKeyDown') : undefined);
  return <MuiDialog {...props} />;
}
