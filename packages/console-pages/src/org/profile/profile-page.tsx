import { useLingui } from '@lingui/react';
import { Descriptions, PageHeading, Tabs, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import * as css from '../shared/org.css';
import { AvatarUpload } from './avatar-upload';
import { BasicInfoForm } from './basic-info-form';
import { PasswordForm } from './password-form';
import { useProfile } from './use-profile';
import * as labels from '../shared/org-labels';

/** Personal centre (`/user/profile`): profile facts, avatar, basic info and password. */
export function ProfilePage() {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const wcm = useConsole();
  const { profile, reload } = useProfile();
  // The shell shows the name and avatar from the session: refresh it after a change.
  const refresh = () => {
    void reload();
    void wcm.session.loadUserInfo().catch(() => undefined);
  };
  const user = profile?.user;
  return (
    <div className={css.page}>
      <PageHeading />
      <div className={css.profile}>
        <section className={css.card} aria-labelledby="org-profile-facts">
          <h2 id="org-profile-facts" className={css.heading}>
            {i18n._({ id: 'pages.org.profile.facts', message: 'Personal information' })}
          </h2>
          {user ? (
            <>
              <AvatarUpload avatar={user.avatar} onChanged={refresh} />
              <Descriptions
                columns={1}
                bordered
                items={[
                  { label: i18n._(labels.userName), value: user.userName },
                  { label: i18n._(labels.phone), value: user.phonenumber },
                  { label: i18n._(labels.email), value: user.email },
                  {
                    label: i18n._(labels.dept),
                    value: [user.dept?.deptName, profile.postGroup].filter(Boolean).join(' / '),
                  },
                  { label: i18n._(labels.roles), value: profile.roleGroup },
                  { label: i18n._(labels.created), value: fmt.dateTime(user.createTime) },
                ]}
              />
            </>
          ) : null}
        </section>
        <section className={css.card} aria-labelledby="org-profile-basic">
          <h2 id="org-profile-basic" className={css.heading}>
            {i18n._({ id: 'pages.org.profile.basic', message: 'Basic information' })}
          </h2>
          <Tabs
            aria-label={i18n._({ id: 'pages.org.profile.basic', message: 'Basic information' })}
            defaultValue="info"
            items={[
              {
                key: 'info',
                label: i18n._({ id: 'pages.org.profile.infoTab', message: 'Basic information' }),
                content: user ? <BasicInfoForm user={user} onSaved={refresh} /> : null,
              },
              {
                key: 'password',
                label: i18n._({ id: 'pages.org.profile.passwordTab', message: 'Change password' }),
                content: <PasswordForm />,
              },
            ]}
          />
        </section>
      </div>
    </div>
  );
}
