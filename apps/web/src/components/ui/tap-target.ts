/**
 * A link or text button that stands on its own (not inside a sentence) gets a 44x44 px tap target
 * (WCAG 2.5.5) without looking bigger: the text stays where it is, centred in the taller box.
 */
export const TAP_TARGET_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  minWidth: 44,
} as const;

/** A MUI Switch with a 44 px tap target: the thumb's hit area grows, the track stays centred. */
export const TAP_SWITCH_SX = {
  width: 64,
  height: 44,
  p: '15px',
  '& .MuiSwitch-switchBase': { p: '12px' },
} as const;
