import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/ui/brand';
import { useBack } from '../../../lib/use-back';

export type LegalSection = { heading: string; body: ReactNode[] };

/** A long legal text: title, effective date, intro and numbered sections. */
export function LegalDocument(props: {
  title: string;
  effective: string;
  intro: ReactNode[];
  sections: LegalSection[];
}) {
  const back = useBack();
  return (
    <Box component="main" sx={{ px: 3, py: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Button startIcon={<ArrowBackRounded />} onClick={back} sx={{ ml: -1 }}>
          Back
        </Button>
        <Brand size="small" />
      </Box>
      <Typography variant="h4" component="h1">
        {props.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        Effective {props.effective}
      </Typography>
      {props.intro.map((p, i) => (
        <Typography key={i} sx={{ mb: 1.5 }}>
          {p}
        </Typography>
      ))}
      <Box component="ol" sx={{ pl: 0, listStyle: 'none', m: 0 }}>
        {props.sections.map((s, i) => (
          <Box component="li" key={s.heading} sx={{ mt: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {i + 1}. {s.heading}
            </Typography>
            {s.body.map((p, j) => (
              <Typography key={j} sx={{ mb: 1.25 }} color="text.primary">
                {p}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
