import { z } from 'zod';
import { isTimeZone } from '../domain/time-zone';

/** The daily email digest: on or off, and the user's time zone (its morning is when it goes out). */
export const digestSettings = z.object({
  enabled: z.boolean('enabled must be true or false'),
  timeZone: z
    .string('timeZone must be text')
    .max(64, 'timeZone is too long')
    .refine(isTimeZone, 'timeZone must be a time zone name such as Europe/Berlin'),
});
export type DigestSettings = z.infer<typeof digestSettings>;

export const digestAnswer = z.object({
  digest: z.object({ enabled: z.boolean(), timeZone: z.string().nullable() }),
});
export type DigestAnswer = z.infer<typeof digestAnswer>;
