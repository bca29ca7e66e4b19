import { useLingui } from '@lingui/react';
import { Button, Can, Descriptions, EmptyState, PageHeading } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import * as sys from '../../common/list-page/page.css';
import * as css from '../shared/monitor.css';
import { Card } from '../shared/card';
import { useCacheList } from './use-cache-list';

/** Props of {@link PickItem}. */
interface PickItemProps {
  pressed: boolean;
  onPick: () => void;
  /** Accessible name of the remove button ('Clear cache login_tokens'). */
  removeLabel: string;
  removeText: string;
  onRemove: () => void;
  children: ReactNode;
}

/** An entry of a cache pick list: the entry as a toggle, and its remove button for who may clear. */
function PickItem(props: PickItemProps) {
  return (
    <li className={css.pickItem}>
      <button
        type="button"
        className={css.pickButton}
        aria-pressed={props.pressed}
        onClick={props.onPick}
      >
        {props.children}
      </button>
      <Can permissions={['monitor:cache:remove']}>
        <Button size="small" aria-label={props.removeLabel} onClick={props.onRemove}>
          {props.removeText}
        </Button>
      </Can>
    </li>
  );
}

/** Cache list (`monitor/cache/list`): names → keys → value; clearing behind `monitor:cache:remove`. */
export function CacheListPage() {
  const { i18n } = useLingui();
  const c = useCacheList();
  const openable = c.names.filter((n) => !n.secret);
  return (
    <div className={sys.page}>
      <PageHeading />
      <div className={css.columns}>
        <Card title={i18n._({ id: 'pages.monitor.cache.names', message: 'Cache names' })}>
          <div className={css.inline}>
            <Button size="small" onClick={() => void c.refreshNames()} loading={c.loadingNames}>
              {i18n._({ id: 'pages.monitor.refresh', message: 'Refresh' })}
            </Button>
            <Can permissions={['monitor:cache:remove']}>
              <Button size="small" onClick={() => void c.clearAll()}>
                {i18n._({ id: 'pages.monitor.cache.clearAll', message: 'Clear all' })}
              </Button>
            </Can>
          </div>
          {openable.length === 0 && !c.loadingNames ? (
            <EmptyState title={i18n._({ id: 'pages.monitor.noData', message: 'No data' })} />
          ) : (
            <ul
              className={css.pickList}
              aria-label={i18n._({ id: 'pages.monitor.cache.names', message: 'Cache names' })}
            >
              {openable.map((n) => (
                <PickItem
                  key={n.cacheName}
                  pressed={c.name === n.cacheName}
                  onPick={() => void c.openName(n.cacheName)}
                  removeLabel={i18n._({
                    id: 'pages.monitor.cache.clearNameOf',
                    message: 'Clear cache {name}',
                    values: { name: n.cacheName },
                  })}
                  removeText={i18n._({ id: 'pages.monitor.cache.clear', message: 'Clear' })}
                  onRemove={() => void c.clearName(n.cacheName)}
                >
                  {n.cacheName}
                  {n.remark ? <span className={css.muted}> {n.remark}</span> : null}
                </PickItem>
              ))}
            </ul>
          )}
        </Card>
        <Card title={i18n._({ id: 'pages.monitor.cache.keyList', message: 'Keys' })}>
          {c.name === undefined ? (
            <p className={css.muted}>
              {i18n._({ id: 'pages.monitor.cache.pickName', message: 'Choose a cache name.' })}
            </p>
          ) : c.keys.length === 0 && !c.loadingKeys ? (
            <EmptyState title={i18n._({ id: 'pages.monitor.noData', message: 'No data' })} />
          ) : (
            <ul
              className={css.pickList}
              aria-busy={c.loadingKeys}
              aria-label={i18n._({ id: 'pages.monitor.cache.keyList', message: 'Keys' })}
            >
              {c.keys.map((key) => (
                <PickItem
                  key={key}
                  pressed={c.value?.cacheKey === key}
                  onPick={() => void c.openKey(key)}
                  removeLabel={i18n._({
                    id: 'pages.monitor.cache.clearKeyOf',
                    message: 'Delete key {key}',
                    values: { key },
                  })}
                  removeText={i18n._({ id: 'pages.monitor.delete', message: 'Delete' })}
                  onRemove={() => void c.clearKey(key)}
                >
                  {key}
                </PickItem>
              ))}
            </ul>
          )}
        </Card>
        <Card title={i18n._({ id: 'pages.monitor.cache.content', message: 'Cache content' })}>
          {c.value ? (
            <Descriptions
              columns={1}
              bordered
              items={[
                {
                  label: i18n._({ id: 'pages.monitor.cache.name', message: 'Cache name' }),
                  value: c.value.cacheName,
                },
                {
                  label: i18n._({ id: 'pages.monitor.cache.key', message: 'Cache key' }),
                  value: c.value.cacheKey,
                },
                {
                  label: i18n._({ id: 'pages.monitor.cache.value', message: 'Cache value' }),
                  value: <pre className={sys.pre}>{c.value.cacheValue}</pre>,
                },
              ]}
            />
          ) : (
            <p className={css.muted}>
              {i18n._({ id: 'pages.monitor.cache.pickKey', message: 'Choose a key.' })}
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}
