/**
 * Whether banner `i` of a slider renders its image. The first always does (it is what a home shows largest);
 * the hidden ones wait until the first one's image has loaded or failed, or until one of them is shown (the
 * turn, a dot), so they do not take bandwidth from the first while the home loads.
 */
export const bannerImageShown = (i: number, current: number, firstSettled: boolean) =>
  i === 0 || firstSettled || current !== 0;
