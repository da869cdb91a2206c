/** What the messages feature offers the others: writing an owner's message, and pushing it after commit. */
export { pushMessages, writeMessage } from './messages.service';
export { writeMessages } from './write-many';
export type { MessageRow } from './messages.repository';
