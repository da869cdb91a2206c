/** The role shells' top bar height (px); the console's bar is 56-64 px. Messages and focused fields keep clear of it. */
export const TOP_BAR_HEIGHT = 60;
