/** An e-mail and the port that sends it (features/mail implements it; tests swap in a recorder). */
export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };
