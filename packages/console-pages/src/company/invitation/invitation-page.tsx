import { useLingui } from '@lingui/react';
import { NO_TOKEN } from '@wcm/console-core';
import {
  Alert,
  Button,
  ProgressBar,
  TextField,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useBusy } from '../../common/edit/use-busy';
import { useFetched } from '../../common/list/use-fetched';
import { useNavigate, useParams } from 'react-router-dom';
import { StatusPage } from '../../common/status-page';
import * as css from '../shared/company.css';

interface Invitation {
  fullName: string;
  position: string;
  companyName: string;
  phone: string;
  email: string;
  expireTime: string | null;
}

type Loaded =
  { kind: 'loading' } | { kind: 'invalid'; msg: string } | { kind: 'ok'; data: Invitation };

/** What the sign-in route reads from the navigation state (auth/login-route.tsx). */
interface LoginRouteState {
  notice?: string;
  username?: string;
}

const ACCOUNT = /^[A-Za-z0-9_.-]{2,20}$/;

/**
 * `/invitation/:token` (public): an invited employee sees who invites them, chooses an account
 * name and a password and accepts (becoming a console user), or refuses.
 */
export function InvitationPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const navigate = useNavigate();
  const format = useDateTimeFormat();
  const token = useParams().token ?? '';
  const loaded = useFetched<Loaded>(
    (wcm) =>
      wcm
        .call(
          wcm.api.GET('/factory/invitation/{token}', {
            params: { path: { token } },
            headers: NO_TOKEN,
          }),
          { silent: true },
        )
        .then(
          (body): Loaded => ({ kind: 'ok', data: body.data }),
          (error: unknown): Loaded => ({
            kind: 'invalid',
            msg: error instanceof Error ? error.message : '',
          }),
        ),
    { kind: 'loading' },
    token,
  );
  const [values, setValues] = useState({ userName: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, whileBusy] = useBusy();
  const [refused, setRefused] = useState(false);

  /** The page once the invitation can no longer be answered, with the way to sign in. */
  const closed = (title: string, text: string) => (
    <StatusPage
      headingId="invitation-title"
      title={title}
      text={text}
      linkTo="/login"
      linkLabel={i18n._({ id: 'pages.company.invitation.toLogin', message: 'Go to sign in' })}
    />
  );
  if (loaded.kind === 'loading') return <ProgressBar active />;
  if (refused)
    return closed(
      i18n._({ id: 'pages.company.invitation.refusedTitle', message: 'Invitation refused' }),
      i18n._({
        id: 'pages.company.invitation.refusedText',
        message: 'You refused the invitation. You can close this page.',
      }),
    );
  if (loaded.kind === 'invalid')
    return closed(
      i18n._({ id: 'pages.company.invitation.invalidTitle', message: 'Invitation unavailable' }),
      loaded.msg ||
        i18n._({
          id: 'pages.company.invitation.invalid',
          message: 'This invitation link is not valid.',
        }),
    );
  const invitation = loaded.data;

  const set = (key: keyof typeof values, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };
  /** Value, change, error and length limit of one of the form's text boxes. */
  const bound = (key: keyof typeof values) => ({
    maxLength: 20,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    error: errors[key],
  });
  /** The same for one of the two boxes of the new password. */
  const newPassword = (key: 'password' | 'confirm') => ({
    type: 'password',
    autoComplete: 'new-password',
    ...bound(key),
  });
  const check = () => {
    const found: typeof errors = {};
    if (!ACCOUNT.test(values.userName.trim()))
      found.userName = i18n._({
        id: 'pages.company.invitation.userNameRule',
        message: '2 to 20 letters, digits, underscores, dots or hyphens',
      });
    if (values.password.length < 5 || values.password.length > 20)
      found.password = i18n._({
        id: 'pages.company.invitation.passwordRule',
        message: 'The password must be 5 to 20 characters long',
      });
    if (values.confirm !== values.password)
      found.confirm = i18n._({
        id: 'pages.company.invitation.confirmRule',
        message: 'The two passwords do not match',
      });
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /** Sends an answer (after `ready()` passed): busy meanwhile, a refusal shown over the form. */
  const answer = async (send: () => Promise<void>, ready = () => true) => {
    setFailure(undefined);
    if (!ready()) return;
    try {
      await whileBusy(send);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const accept = async () => {
    await wcm.call(
      wcm.api.POST('/factory/invitation/{token}/accept', {
        params: { path: { token } },
        body: { userName: values.userName.trim(), password: values.password },
        headers: NO_TOKEN,
      }),
      { silent: true },
    );
    const userName = values.userName.trim();
    const state: LoginRouteState = {
      username: userName,
      notice: i18n._({
        id: 'pages.company.invitation.accepted',
        message: 'Welcome! Your account {userName} is ready. Sign in to start.',
        values: { userName },
      }),
    };
    void navigate('/login', { replace: true, state });
  };
  const refuse = async () => {
    await wcm.call(
      wcm.api.POST('/factory/invitation/{token}/refuse', {
        params: { path: { token } },
        headers: NO_TOKEN,
      }),
      { silent: true },
    );
    setRefused(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void answer(accept, check);
  };

  return (
    <main className={css.invitationRoot}>
      <div className={css.card}>
        <h1 className={css.cardTitle} id="invitation-title">
          {i18n._({
            id: 'pages.company.invitation.heading',
            message: '{company} invites you',
            values: {
              company:
                invitation.companyName ||
                i18n._({ id: 'pages.company.invitation.company', message: 'Your company' }),
            },
          })}
        </h1>
        <p className={css.muted}>
          {invitation.position
            ? i18n._({
                id: 'pages.company.invitation.textPosition',
                message: '{name}, you are invited to join the console as {position}.',
                values: { name: invitation.fullName, position: invitation.position },
              })
            : i18n._({
                id: 'pages.company.invitation.text',
                message: '{name}, you are invited to join the console.',
                values: { name: invitation.fullName },
              })}{' '}
          {invitation.expireTime
            ? i18n._({
                id: 'pages.company.invitation.expires',
                message: 'The invitation is valid until {time}.',
                values: { time: format.dateTime(invitation.expireTime) },
              })
            : null}
        </p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <form className={css.documents} onSubmit={onSubmit} noValidate>
          <TextField
            label={i18n._({ id: 'pages.company.invitation.userName', message: 'Account name' })}
            name="username"
            autoComplete="username"
            {...bound('userName')}
            hint={i18n._({
              id: 'pages.company.invitation.userNameHint',
              message: 'You sign in with it; letters, digits, _ . or -',
            })}
          />
          <TextField
            label={i18n._({ id: 'pages.company.invitation.password', message: 'Password' })}
            name="password"
            {...newPassword('password')}
          />
          <TextField
            label={i18n._({ id: 'pages.company.invitation.confirm', message: 'Confirm password' })}
            name="confirmPassword"
            {...newPassword('confirm')}
          />
          <div className={css.row}>
            <Button type="submit" variant="primary" loading={busy}>
              {i18n._({
                id: 'pages.company.invitation.accept',
                message: 'Accept and create account',
              })}
            </Button>
            <Button type="button" disabled={busy} onClick={() => void answer(refuse)}>
              {i18n._({ id: 'pages.company.invitation.refuse', message: 'Refuse' })}
            </Button>
          </div>
        </form>
      </div>
    </main>
  );
}
