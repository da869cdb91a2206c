import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import { useNavigate } from 'react-router';
import { Brand } from '../../../components/ui/brand';
import { signOutLocally } from '../../../lib/sign-out';

/** Role 4, the platform operator. A later issue builds the console. */
export function AdminPage() {
  const navigate = useNavigate();
  return (
    <Box component="main" sx={{ px: 3, py: 4, display: 'flex', flexDirection: 'column', gap: 3, flex: 1 }}>
      <Brand size="small" />
      <Box sx={{ textAlign: 'center', mt: 6 }}>
        <AdminPanelSettingsRounded color="primary" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          Operator console
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Verifying campaigns, activating venues and paying withdrawals will live here.
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        sx={{ alignSelf: 'center', mt: 'auto' }}
        onClick={() => {
          signOutLocally();
          navigate('/');
        }}
      >
        Log Out
      </Button>
    </Box>
  );
}
