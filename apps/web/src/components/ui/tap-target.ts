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
