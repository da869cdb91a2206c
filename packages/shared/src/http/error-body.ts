/**
 * Every failure's body, as a schema for the server's serialiser and the API reference. Apart from the error
 * codes (errors.ts) so that code reading a failure in the browser does not load zod for it.
 */
import { z } from 'zod';
import { ERROR_CODES } from './errors';

export const errorBody = z
  .object({
    errors: z.string().describe('The text to show the user.'),
    code: z.enum(ERROR_CODES).describe('What went wrong, for programs.'),
    requestId: z.string().optional().describe('On a 5xx: the request to look up in the log.'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;
