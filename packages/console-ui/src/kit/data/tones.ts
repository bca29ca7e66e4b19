/** Tag colours of RuoYi's `listClass` (Element Plus tag types). */
export const TONES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
/** One of {@link TONES}. */
export type Tone = (typeof TONES)[number];

/** Narrows a free `listClass` string to a tone; unknown or empty values are `default`. */
export function toTone(value: string | undefined | null): Tone {
  return (TONES as readonly string[]).includes(value ?? '') ? (value as Tone) : 'default';
}
