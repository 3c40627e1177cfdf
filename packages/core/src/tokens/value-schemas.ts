import { z } from 'zod';
import { cleanTokenValue, tokenValueProblem } from './values.ts';

// zod wrappers of the plain checks in values.ts, for validating requests (the profile's token
// values); kept apart so screens that only check a value do not load zod.

const valueSchema = (email: boolean) =>
  z
    .string({ error: 'A token value must be text.' })
    .transform(cleanTokenValue)
    .superRefine((value, ctx) => {
      const message = tokenValueProblem(value, email);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** One token's value: cleaned, at most 100 characters, storable. Empty means "not set". */
export const tokenValueSchema = valueSchema(false);

/** The EMAIL token: a value as above that is empty or an e-mail address. */
export const emailTokenValueSchema = valueSchema(true);
