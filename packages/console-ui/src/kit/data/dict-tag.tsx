import * as styles from './display.css';
import { toneTag } from './tones.css';
import { toTone } from './tones';

/** One dictionary entry as a {@link DictTag} option. */
export interface DictOption {
  label: string;
  value: string;
  /** Tag colour: default | primary | success | info | warning | danger; empty = plain text. */
  listClass?: string;
  /** Extra class name on the entry. */
  cssClass?: string;
}

/** RuoYi dictionary data row (`/system/dict/data/type/{type}`), also accepted as an option. */
export interface DictDataLike {
  dictLabel: string;
  dictValue: string;
  listClass?: string | null;
  cssClass?: string | null;
}

/** Turns RuoYi dictionary rows into {@link DictOption}s. */
export function toDictOptions(rows: readonly DictDataLike[]): DictOption[] {
  return rows.map((row) => ({
    label: row.dictLabel,
    value: row.dictValue,
    ...(row.listClass ? { listClass: row.listClass } : {}),
    ...(row.cssClass ? { cssClass: row.cssClass } : {}),
  }));
}

function normalise(option: DictOption | DictDataLike): DictOption {
  return 'dictValue' in option ? toDictOptions([option])[0]! : option;
}

/** Props of {@link DictTag}. */
export interface DictTagProps {
  options: readonly (DictOption | DictDataLike)[];
  /** One value, a list, or several values joined by `separator`. */
  value: string | number | readonly (string | number)[] | null | undefined;
  /** @default ',' */
  separator?: string;
  className?: string;
}

/**
 * Shows dictionary values by their labels (RuoYi's DictTag): a coloured tag per `listClass`,
 * plain text when it is empty, and the raw value for values the dictionary does not know.
 */
export function DictTag({ options, value, separator = ',', className }: DictTagProps) {
  if (value === null || value === undefined || value === '') return null;
  const values = (Array.isArray(value) ? value : String(value).split(separator))
    .map((v) => String(v).trim())
    .filter((v) => v !== '');
  const known = options.map(normalise);
  return (
    <span className={[styles.tagList, className].filter(Boolean).join(' ')} data-slot="dict-tag">
      {values.map((v, i) => {
        const option = known.find((o) => o.value === v);
        if (!option) return <span key={`${v}-${i}`}>{v}</span>;
        const classes = option.listClass
          ? [styles.tag, toneTag[toTone(option.listClass)], option.cssClass]
          : [option.cssClass];
        return (
          <span
            key={`${v}-${i}`}
            className={classes.filter(Boolean).join(' ') || undefined}
            data-tone={option.listClass ? toTone(option.listClass) : undefined}
          >
            {option.label}
          </span>
        );
      })}
    </span>
  );
}
