import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** Page numbers under a list; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  limit,
  onChange,
  label,
}: {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const count = Math.ceil(total / limit);
  if (count <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        count={count}
        page={page}
        onChange={(_, p) => onChange(p)}
        color="primary"
        siblingCount={0}
        boundaryCount={1}
      />
    </Box>
  );
}
