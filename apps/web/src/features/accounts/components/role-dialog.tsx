import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import PhotoCameraFrontRounded from '@mui/icons-material/PhotoCameraFrontRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { ROLES } from '@spruik/shared';

/** 'How do you want to register?' The venue variant is not offered here (docs/spec.md, Roles and sign-in); it has its own link. */
export function RoleDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (role: number) => void;
}) {
  const option = (role: number, label: string, hint: string, icon: React.ReactNode) => (
    <Button
      variant="outlined"
      size="large"
      onClick={() => onChoose(role)}
      startIcon={icon}
      sx={{ justifyContent: 'flex-start', borderRadius: '12px', py: 1.5, textAlign: 'left' }}
    >
      <span>
        {label}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', fontWeight: 400 }}
        >
          {hint}
        </Typography>
      </span>
    </Button>
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="role-title">
      <DialogTitle id="role-title" sx={{ pr: 7 }}>
        How do you want to register?
      </DialogTitle>
      {/* Escape and a tap outside close it too; a phone user needs something to see and tap. */}
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pb: 3 }}>
        {option(
          ROLES.customer,
          'As a customer',
          'Join campaigns and get paid to post.',
          <PhotoCameraFrontRounded />,
        )}
        {option(
          ROLES.business,
          'As a business',
          'Create campaigns and reach creators.',
          <StorefrontRounded />,
        )}
      </DialogContent>
    </Dialog>
  );
}
