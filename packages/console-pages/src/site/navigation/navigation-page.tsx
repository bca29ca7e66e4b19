import { useLingui } from '@lingui/react';
import {
  Button,
  EmptyState,
  Input,
  PageHeading,
  Select,
  useCan,
  useConsole,
} from '@wcm/console-ui';
import { useState, type DragEvent } from 'react';
import { useBusy } from '../../common/edit/use-busy';
import * as sys from '../../common/list-page/page.css';
import { useDictOptions } from '../../common/dict';
import {
  LINK_TEXTS,
  LinkTargetInput,
  linkTargetError,
  linkTargetMessage,
} from '../shared/link-target-input';
import { useLinkTargets } from '../shared/use-link-targets';
import { useLoad } from '../../common/list';
import * as css from '../site-styles';
import { move, moveLink, newKey, toBody, type NavGroup, type NavLink } from './navigation-model';

type Drag = { kind: 'group'; group: number } | { kind: 'link'; group: number; index: number };

const MAX_GROUPS = 8;
const MAX_LINKS = 20;

/** The bottom navigation (`site/navigation/index`): groups of links, dragged into order. */
export function NavigationPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const { hasPermi } = useCan();
  const canEdit = hasPermi(['site:navigation:edit']);
  const targets = useLinkTargets();
  const linkTypes = useDictOptions('wcm_site_link_type');
  const { data, reload } = useLoad(async () => {
    const body = await wcm.call(wcm.api.GET('/site/navigation'));
    return body.data.map((g): NavGroup => ({
      key: newKey(),
      title: g.title,
      links: g.links.map((l) => ({ key: newKey(), ...l })),
    }));
  });
  const [edited, setGroups] = useState<NavGroup[] | undefined>(undefined);
  const groups = edited ?? data;
  const [drag, setDrag] = useState<Drag | undefined>(undefined);
  const [saving, whileSaving] = useBusy();
  const [error, setError] = useState<string | undefined>(undefined);

  if (!groups)
    return (
      <div className={sys.page}>
        <PageHeading />
        <EmptyState title={i18n._({ id: 'pages.site.loading', message: 'Loading…' })} />
      </div>
    );

  const setGroup = (gi: number, change: Partial<NavGroup>) =>
    setGroups(groups.map((g, i) => (i === gi ? { ...g, ...change } : g)));
  const setLink = (gi: number, li: number, change: Partial<NavLink>) =>
    setGroup(gi, {
      links: (groups[gi]?.links ?? []).map((l, j) => (j === li ? { ...l, ...change } : l)),
    });
  const dropOnGroup = (gi: number) => (event: DragEvent) => {
    event.preventDefault();
    if (drag?.kind === 'group') setGroups(move(groups, drag.group, gi));
    if (drag?.kind === 'link') setGroups(moveLink(groups, drag, { group: gi }));
    setDrag(undefined);
  };
  const dropOnLink = (gi: number, li: number) => (event: DragEvent) => {
    if (drag?.kind !== 'link') return;
    event.preventDefault();
    event.stopPropagation();
    setGroups(moveLink(groups, drag, { group: gi, index: li }));
    setDrag(undefined);
  };

  const validate = (): string | undefined => {
    for (const g of groups) {
      if (g.title.trim() === '')
        return i18n._({ id: 'pages.site.nav.titleEmpty', message: 'Every group needs a title' });
      for (const l of g.links) {
        if (l.label.trim() === '')
          return i18n._({ id: 'pages.site.nav.labelEmpty', message: 'Every link needs a label' });
        const problem = linkTargetError(l.linkType, l.linkTarget);
        if (problem) return `${l.label}: ${linkTargetMessage(problem, i18n)}`;
      }
    }
    return undefined;
  };
  const save = async () => {
    const problem = validate();
    setError(problem);
    if (problem) return;
    try {
      await whileSaving(async () => {
        await wcm.call(wcm.api.PUT('/site/navigation', { body: toBody(groups) }));
        wcm.presenter.message({
          type: 'success',
          text: i18n._({ id: 'pages.site.saved', message: 'Saved successfully' }),
        });
        setGroups(undefined);
        await reload();
      });
    } catch {
      // shown by wcm.call
    }
  };

  return (
    <div className={sys.page}>
      <PageHeading />
      <div className={sys.toolbar}>
        {canEdit && (
          <>
            <Button
              size="small"
              disabled={groups.length >= MAX_GROUPS}
              onClick={() => setGroups([...groups, { key: newKey(), title: '', links: [] }])}
            >
              {i18n._({ id: 'pages.site.nav.addGroup', message: 'Add group' })}
            </Button>
            <Button size="small" variant="primary" loading={saving} onClick={() => void save()}>
              {i18n._({ id: 'pages.site.nav.save', message: 'Save navigation' })}
            </Button>
          </>
        )}
        <span className={sys.grow} />
        <span style={css.counter}>
          {i18n._({
            id: 'pages.site.nav.dragHint',
            message: 'Drag groups and links by their handle, or use the arrows.',
          })}
        </span>
      </div>
      {error && (
        <p style={css.warning} role="alert">
          {error}
        </p>
      )}
      <div style={css.groups}>
        {groups.map((group, gi) => {
          const groupName =
            group.title ||
            i18n._({ id: 'pages.site.nav.groupN', message: 'Group {n}', values: { n: gi + 1 } });
          return (
            <section
              key={group.key}
              style={
                drag?.kind === 'group' && drag.group === gi
                  ? { ...css.group, ...css.dragging }
                  : css.group
              }
              aria-label={groupName}
              onDragOver={(e) => e.preventDefault()}
              onDrop={dropOnGroup(gi)}
            >
              <div style={css.row}>
                <DragHandle
                  enabled={canEdit}
                  onStart={() => setDrag({ kind: 'group', group: gi })}
                  onEnd={() => setDrag(undefined)}
                />
                <Input
                  aria-label={i18n._({ id: 'pages.site.nav.groupTitle', message: 'Group title' })}
                  value={group.title}
                  maxLength={50}
                  disabled={!canEdit}
                  onChange={(title) => setGroup(gi, { title })}
                />
                {canEdit && (
                  <>
                    <MoveButtons
                      name={groupName}
                      index={gi}
                      count={groups.length}
                      onMove={(to) => setGroups(move(groups, gi, to))}
                    />
                    <Button
                      size="small"
                      onClick={() => setGroups(groups.filter((_, i) => i !== gi))}
                    >
                      {i18n._({ id: 'pages.site.nav.removeGroup', message: 'Remove group' })}
                    </Button>
                  </>
                )}
              </div>
              {group.links.map((link, li) => {
                const linkName =
                  link.label ||
                  i18n._({
                    id: 'pages.site.nav.linkN',
                    message: 'Link {n}',
                    values: { n: li + 1 },
                  });
                return (
                  <div
                    key={link.key}
                    style={
                      drag?.kind === 'link' && drag.group === gi && drag.index === li
                        ? { ...css.link, ...css.dragging }
                        : css.link
                    }
                    role="group"
                    aria-label={linkName}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={dropOnLink(gi, li)}
                  >
                    <div style={css.row}>
                      <DragHandle
                        enabled={canEdit}
                        onStart={(e) => {
                          e.stopPropagation();
                          setDrag({ kind: 'link', group: gi, index: li });
                        }}
                        onEnd={() => setDrag(undefined)}
                      />
                      <Input
                        aria-label={i18n._({ id: 'pages.site.nav.label', message: 'Label' })}
                        value={link.label}
                        maxLength={50}
                        disabled={!canEdit}
                        onChange={(label) => setLink(gi, li, { label })}
                      />
                      {canEdit && (
                        <>
                          <MoveButtons
                            name={linkName}
                            index={li}
                            count={group.links.length}
                            onMove={(to) => setGroup(gi, { links: move(group.links, li, to) })}
                          />
                          <Button
                            size="small"
                            aria-label={`${i18n._({ id: 'pages.site.nav.removeLink', message: 'Remove link' })}: ${linkName}`}
                            onClick={() =>
                              setGroup(gi, { links: group.links.filter((_, j) => j !== li) })
                            }
                          >
                            ✕
                          </Button>
                        </>
                      )}
                    </div>
                    <div style={css.row}>
                      <Select<string>
                        aria-label={i18n._(LINK_TEXTS.type)}
                        options={linkTypes}
                        value={link.linkType}
                        disabled={!canEdit}
                        onChange={(linkType) =>
                          setLink(gi, li, { linkType: linkType ?? 'none', linkTarget: '' })
                        }
                      />
                      <LinkTargetInput
                        type={link.linkType}
                        value={link.linkTarget}
                        onChange={(linkTarget) => setLink(gi, li, { linkTarget })}
                        targets={targets}
                        label={i18n._(LINK_TEXTS.target)}
                      />
                    </div>
                  </div>
                );
              })}
              {canEdit && (
                <Button
                  size="small"
                  disabled={group.links.length >= MAX_LINKS}
                  onClick={() =>
                    setGroup(gi, {
                      links: [
                        ...group.links,
                        { key: newKey(), label: '', linkType: 'page', linkTarget: '' },
                      ],
                    })
                  }
                >
                  {i18n._({ id: 'pages.site.nav.addLink', message: 'Add link' })}
                </Button>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The grip a group or link is dragged by (the arrows do the same from the keyboard). */
function DragHandle(props: {
  enabled: boolean;
  onStart: (event: DragEvent<HTMLSpanElement>) => void;
  onEnd: () => void;
}) {
  return (
    <span
      style={css.handle}
      draggable={props.enabled}
      onDragStart={props.onStart}
      onDragEnd={props.onEnd}
      aria-hidden
    >
      ⠿
    </span>
  );
}

/** The ↑ and ↓ buttons of the entry at `index` of `count`, named after it ('Move up: Group 1'). */
function MoveButtons(props: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const { i18n } = useLingui();
  const { name, index, count, onMove } = props;
  return (
    <>
      <Button
        size="small"
        aria-label={`${i18n._({ id: 'pages.site.nav.up', message: 'Move up' })}: ${name}`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        aria-label={`${i18n._({ id: 'pages.site.nav.down', message: 'Move down' })}: ${name}`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </Button>
    </>
  );
}
