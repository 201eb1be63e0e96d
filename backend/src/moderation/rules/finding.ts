/** One thing moderation found: a plain-language sentence for the admin and how much it adds to the score. */
export interface Finding {
  /** Positive integer (see moderation.config.ts for the scale). */
  weight: number;
  /** Shown to admins as is, e.g. 'Contains scam phrase "guaranteed income"'. */
  flag: string;
}
