/** "12/03/2025, 14:05" in the viewer's locale; an empty text for a missing or invalid date. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.toLocaleDateString()}, ${d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/** "22 Nov, 14:05" (with the year when it is not this year): for list rows on a narrow screen. */
export function shortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const year = d.getFullYear() === new Date().getFullYear() ? undefined : 'numeric';
  const date = d.toLocaleDateString([], { day: 'numeric', month: 'short', year });
  return `${date}, ${d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}
