import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One line of a list of money figures (a `<dl>`): the label on the left, the amount on the right. `ruled` draws a
 * line above it (a total), since a divider element inside a `<dl>` is not valid.
 */
export function FigureRow({
  label,
  value,
  strong,
  ruled,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  ruled?: boolean;
  testId?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        ...(ruled ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } : {}),
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        data-testid={testId}
        sx={{ m: 0, fontWeight: strong ? 800 : 600 }}
      >
        {value}
      </Typography>
    </Box>
  );
}
