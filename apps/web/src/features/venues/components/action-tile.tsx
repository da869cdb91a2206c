import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TileIcon, TileLabel, tileSx as baseSx } from '../../../components/ui/tile';

const tileSx = { ...baseSx, minHeight: 96 };

/** A venue-page tile: an in-app link (`to`), an outside link (`href`, new tab) or a button (`onClick`). */
export function ActionTile({
  label,
  icon,
  to,
  href,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  to?: string;
  href?: string | null;
  onClick?: () => void;
}) {
  const content = (
    <>
      <TileIcon color="secondary">{icon}</TileIcon>
      <TileLabel>{label}</TileLabel>
    </>
  );
  if (to)
    return (
      <ButtonBase component={RouterLink} to={to} aria-label={label} sx={tileSx}>
        {content}
      </ButtonBase>
    );
  if (href)
    return (
      <ButtonBase
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        sx={tileSx}
      >
        {content}
      </ButtonBase>
    );
  return (
    <ButtonBase onClick={onClick} aria-label={label} sx={tileSx} disabled={!onClick}>
      {content}
    </ButtonBase>
  );
}
