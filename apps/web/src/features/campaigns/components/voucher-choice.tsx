import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { CAMPAIGN_LIMITS } from '@spruik/shared';
import { fieldProps } from '../../../lib/use-field';
import type { CampaignFormValues, RewardChoice } from '../campaign-form-values';

/** Type 7: a free item or a percentage discount. Choosing one clears the other (docs/spec.md, Campaigns). */
export function VoucherChoice({ form }: { form: UseFormReturn<CampaignFormValues> }) {
  const reward = form.watch('reward');
  // The schema names 'item' when no reward is given: that message belongs to the choice, or to the discount.
  const { item, discount } = form.formState.errors;
  const error = reward ? undefined : item?.message;
  const choose = (next: RewardChoice) => {
    form.setValue('reward', next);
    if (next === 'item') form.setValue('discount', '');
    if (next === 'discount') form.setValue('item', '');
    form.clearErrors(['reward', 'item', 'discount']);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <FormControl error={!!error} required>
        <FormLabel id="reward-label" sx={{ fontSize: 14 }}>
          Voucher
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="reward-label"
          value={reward}
          onChange={(e) => choose(e.target.value as RewardChoice)}
        >
          <FormControlLabel value="item" control={<Radio />} label="Free item" />
          <FormControlLabel value="discount" control={<Radio />} label="Discount" />
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {reward === 'item' && (
        <TextField
          label="Free item"
          placeholder="e.g. Espresso Martini"
          slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.itemMax } }}
          {...fieldProps(form, 'item')}
        />
      )}
      {reward === 'discount' && (
        <TextField
          label="Discount"
          placeholder="1 to 99"
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          {...fieldProps(form, 'discount')}
          error={!!(discount ?? item)}
          helperText={(discount ?? item)?.message}
        />
      )}
    </Box>
  );
}
