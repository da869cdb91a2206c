/** The sign-in form's validation (the shared request schema): loaded on first use, see lib/lazy-resolver.ts. */
import { zodResolver } from '@hookform/resolvers/zod';
import { signinRequest } from '@spruik/shared';

export const signinResolver = zodResolver(signinRequest);
