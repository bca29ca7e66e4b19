import { Form, type FormProps } from '@wcm/console-ui';

/** Props of {@link SubmitForm}. */
export interface SubmitFormProps extends Omit<FormProps, 'onSubmit'> {
  /** Enter or the submit button: the page saves (the browser does not post the form). */
  onSubmit: () => void;
}

/** The form of an edit page, saved by the page's own request instead of the browser's post. */
export function SubmitForm({ onSubmit, ...props }: SubmitFormProps) {
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
