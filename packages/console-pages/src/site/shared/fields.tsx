import { DatePicker, Select } from '@wcm/console-ui';
import { useResourceOptions } from '../../common/resource/options';
import type { CustomFieldProps } from '../../common/resource';
import { str } from './descriptor-parts';
import { LinkTargetInput, type LinkType } from './link-target-input';
import { useLinkTargets } from './use-link-targets';

/** Link type select that clears the target when the type changes. */
export function LinkTypeField(props: CustomFieldProps) {
  const options = useResourceOptions('wcm_site_link_type', undefined);
  return (
    <Select<string>
      aria-label={props.label}
      options={options}
      value={str(props.value) || undefined}
      onChange={(next) => {
        props.onChange(next ?? 'none');
        props.setField('linkTarget', '');
      }}
    />
  );
}

/** Link target of the form's current link type. */
export function LinkTargetField(props: CustomFieldProps) {
  const targets = useLinkTargets();
  return (
    <LinkTargetInput
      type={str(props.values.linkType) as LinkType}
      value={str(props.value)}
      onChange={props.onChange}
      targets={targets}
      label={props.label}
    />
  );
}

/** A date-time field (`yyyy-MM-dd HH:mm:ss`), '' when empty. */
export function DateTimeField(props: CustomFieldProps) {
  return (
    <DatePicker
      aria-label={props.label}
      withTime
      value={str(props.value) || undefined}
      onChange={(next) => props.onChange(next ?? '')}
    />
  );
}
