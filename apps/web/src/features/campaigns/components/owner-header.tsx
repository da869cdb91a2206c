import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ProfileAvatar } from '../../accounts/components/profile-avatar';
import { typeName } from '../campaign-display';
import { TypeIcon } from './type-icon';

/** The top of a campaign dialog: the owner's logo and name, and the type name. */
export function OwnerHeader({
  name,
  logo,
  type,
}: {
  name: string;
  logo: string | null | undefined;
  type: number;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <ProfileAvatar name={name} logo={logo} size={48} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle1" sx={{ lineHeight: 1.3 }} data-testid="owner-name">
          {name}
        </Typography>
        <Chip
          size="small"
          color="secondary"
          icon={<TypeIcon type={type} fontSize="small" />}
          label={typeName(type)}
          data-testid="type-name"
          sx={{ mt: 0.25, fontWeight: 600 }}
        />
      </Box>
    </Box>
  );
}
