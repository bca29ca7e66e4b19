import { createUploaders, ImageUpload, type ImageSlotRule, useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import { toDisplayLink, toStoredLink } from '../../common/links/stored-link';

/** One image of a fixed-size slot (banner, background): crop offered when the size is off. */
export function SlotImage(props: {
  value: string;
  onChange: (value: string) => void;
  rule?: ImageSlotRule | undefined;
  label: string;
  maxSizeMb?: number;
}) {
  const wcm = useConsole();
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  return (
    <ImageUpload
      value={props.value ? [toDisplayLink(wcm, props.value)] : []}
      onChange={(urls) => props.onChange(urls[0] ? toStoredLink(wcm, urls[0]) : '')}
      upload={uploaders.uploadImage}
      limit={1}
      maxSizeMb={props.maxSizeMb ?? 2}
      required
      aria-label={props.label}
      {...(props.rule ? { rule: props.rule } : {})}
    />
  );
}
