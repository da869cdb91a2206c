/** The demo accounts' published password: the seed uses it outside production, and production refuses it. */
export const DEMO_PASSWORD = 'Password123!';
