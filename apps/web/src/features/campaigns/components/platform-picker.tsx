import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Ref } from 'react';
import type { Platform } from '@spruik/shared';
import { PLATFORM_LABELS } from '../campaign-display';
import { CAMPAIGN_TYPE } from '@spruik/shared';

type Ids = { tiktokId?: string | null; youtubeId?: string | null };

/**
 * docs/spec.md, Campaigns: TikTok is disabled when the user has no TikTok id; YouTube is offered only for
 * Increase Followers (type 2) and disabled without a YouTube id.
 */
export function platformOptions(type: number, me: Ids) {
  const options: Array<{ value: Platform; disabled: boolean }> = [
    { value: 'instagram', disabled: false },
    { value: 'tiktok', disabled: !me.tiktokId },
  ];
  if (type === CAMPAIGN_TYPE.increaseFollowers) options.push({ value: 'youtube', disabled: !me.youtubeId });
  return options;
}

export function PlatformPicker({
  type,
  me,
  value,
  onChange,
  error,
  required,
  inputRef,
}: {
  type: number;
  me: Ids;
  value: string;
  onChange: (value: Platform) => void;
  error?: string;
  required: boolean;
  /** Focus goes to the first choice when the form finds the platform missing. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const options = platformOptions(type, me);
  const first = options.find((o) => !o.disabled)?.value;
  const missing = options.filter((o) => o.disabled).map((o) => PLATFORM_LABELS[o.value]);
  return (
    <FormControl error={!!error} required={required}>
      <FormLabel id="platform-label" sx={{ fontSize: 14 }}>
        Platform
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="platform-label"
        name="platform"
        value={value}
        onChange={(e) => onChange(e.target.value as Platform)}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            disabled={o.disabled}
            control={<Radio inputRef={o.value === first ? inputRef : undefined} />}
            label={PLATFORM_LABELS[o.value]}
          />
        ))}
      </RadioGroup>
      {error ? (
        <FormHelperText>{error}</FormHelperText>
      ) : missing.length > 0 ? (
        <FormHelperText>Add your {missing.join(' and ')} account to your profile to use it.</FormHelperText>
      ) : !required ? (
        <FormHelperText>Optional: Instagram when none is chosen.</FormHelperText>
      ) : null}
    </FormControl>
  );
}
