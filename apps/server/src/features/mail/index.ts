/** What the mail feature offers: the outbox-backed mailer the app builds once (deps.mailer). */
export { createMailer } from './mailer';
