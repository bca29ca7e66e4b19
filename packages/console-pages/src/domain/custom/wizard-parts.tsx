import { useLingui } from '@lingui/react';
import { Button } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import * as css from '../shared/domain.css';

/** The numbered steps of the wizard: those before `step` done, `step` current. */
export function WizardSteps({ labels, step }: { labels: readonly string[]; step: number }) {
  const { i18n } = useLingui();
  return (
    <ol
      className={css.steps}
      aria-label={i18n._({ id: 'pages.domain.wizard.steps', message: 'Steps' })}
    >
      {labels.map((label, index) => (
        <li
          key={label}
          className={css.step[index < step ? 'done' : index === step ? 'current' : 'todo']}
          aria-current={index === step ? 'step' : undefined}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

/** One step's card, named by its label: an optional introduction, the content, the buttons. */
export function StepCard({
  label,
  intro,
  actions,
  children,
}: {
  label: string;
  intro?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={css.card} aria-label={label}>
      {intro !== undefined && <p className={css.planText}>{intro}</p>}
      {children}
      <div className={css.actions}>{actions}</div>
    </section>
  );
}

/** Back to the step before. */
export function PreviousButton({ onClick }: { onClick: () => void }) {
  const { i18n } = useLingui();
  return (
    <Button onClick={onClick}>
      {i18n._({ id: 'pages.domain.wizard.previous', message: 'Previous' })}
    </Button>
  );
}

/** On to the next step. */
export function NextButton({
  onClick,
  disabled = false,
}: {
  onClick: () => void;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Button variant="primary" disabled={disabled} onClick={onClick}>
      {i18n._({ id: 'pages.domain.wizard.next', message: 'Next' })}
    </Button>
  );
}
