import { useEffect, useRef } from 'react';

interface SelectAllBoxProps {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  className: string;
  onChange: () => void;
}

/** Native check box whose `indeterminate` DOM property follows the prop (it has no attribute). */
export function SelectAllBox({ indeterminate, label, ...rest }: SelectAllBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input {...rest} ref={ref} type="checkbox" aria-label={label} />;
}
