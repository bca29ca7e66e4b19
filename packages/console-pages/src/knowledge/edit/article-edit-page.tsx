import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  DatePicker,
  FormItem,
  ImageUpload,
  LazyRichTextEditor,
  NumberInput,
  PageHeading,
  Select,
  Textarea,
  createUploaders,
  useCan,
  useConsole,
  useDateTimeFormat,
  type SelectOption,
} from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDictOptions } from '../../common/dict';
import * as css from '../shared/knowledge.css';
import { KNOWLEDGE_TEXTS } from '../shared/descriptor-parts';
import { toDisplayLink, toStoredLink } from '../../common/links/stored-link';
import { COVER_RULE, type ArticleKind, KINDS } from '../shared/kinds';
import { useKnowledgeLinks } from '../shared/places';
import { ProductPicker } from '../shared/product-picker';
import { useArticleEditor } from './use-article-editor';
import { RevisionsDialog } from './revisions-dialog';
import { ConflictAlert } from '../../common/edit/conflict-alert';
import { RecordNotFound } from '../../common/edit/record-not-found';
import { useAutosave, useLeaveGuard } from '../../common/edit/use-leave-guard';
import { SubmitForm } from '../../common/edit/submit-form';
import { TextField, type FormBinding } from '../../common/edit/text-field';
import type { ArticleValues } from './article-values';

/** `12` → the route kind's record 12; `case-12` → success case 12; 0 = new; else undefined. */
export function parseEditId(
  param: string | undefined,
  routeKind: ArticleKind,
): { kind: ArticleKind; id: number } | undefined {
  const match = /^(case-)?(\d{1,10})$/.exec(param ?? '0');
  if (!match) return undefined;
  const id = Number(match[2]);
  if (id > 2147483647) return undefined;
  return { kind: match[1] ? 'case' : routeKind, id };
}

function editRoute(place: 'articleEdit' | 'newsEdit' | 'solutionEdit', routeKind: ArticleKind) {
  function ArticleEditRoute() {
    const [param] = useKnowledgeLinks().params(place);
    const target = parseEditId(param, routeKind);
    if (!target) return <NotFound />;
    return <ReloadingEditor {...target} />;
  }
  return ArticleEditRoute;
}

/** `konwledge/edit/index` (publish article; `case-<id>` opens a success case). */
export const ArticleEditPage = editRoute('articleEdit', 'article');
/** `prod/index` (news edit). */
export const NewsEditPage = editRoute('newsEdit', 'article');
/** `brand/edit/index` (solution edit). */
export const SolutionEditPage = editRoute('solutionEdit', 'solution');

/** The editor, mounted again (read again) after a version is restored. */
function ReloadingEditor(props: { kind: ArticleKind; id: number }) {
  const [round, setRound] = useState(0);
  return (
    <ArticleEditor
      key={`${props.kind}-${props.id}-${round}`}
      {...props}
      onReload={() => setRound((n) => n + 1)}
    />
  );
}

function NotFound() {
  return (
    <RecordNotFound
      text={/*i18n*/ { id: 'pages.knowledge.edit.notFound', message: 'This record does not exist' }}
    />
  );
}

/** Server wall time (GMT+8) of a local `YYYY-MM-DD HH:mm:ss` picked in the browser. */
function toServerWallTime(local: string): string {
  const at = new Date(local.replace(' ', 'T'));
  const shifted = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** A clearable choice among `options`, bound to a text value ('' when none is chosen). */
function ChoiceField({
  form,
  name,
  label,
  options,
}: {
  form: FormBinding<ArticleValues>;
  name: 'category' | 'industry';
  label: string;
  options: SelectOption<string>[];
}) {
  return (
    <FormItem label={label} error={form.errors[name]}>
      <Select
        options={options}
        value={form.values[name] || undefined}
        onChange={(v) => form.setField(name, v ?? '')}
        clearable
        aria-label={label}
      />
    </FormItem>
  );
}

function ArticleEditor({
  kind,
  id,
  onReload,
}: {
  kind: ArticleKind;
  id: number;
  onReload: () => void;
}) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const fmt = useDateTimeFormat();
  const navigate = useNavigate();
  const links = useKnowledgeLinks();
  const { hasPermi } = useCan();
  const spec = KINDS[kind];
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const categories = useDictOptions(spec.categoryDict);
  const industries = useDictOptions('wcm_industry');
  const editor = useArticleEditor(kind, id);
  const { values, errors, setField } = editor;
  const [scheduleAt, setScheduleAt] = useState<string | undefined>(undefined);
  const [history, setHistory] = useState(false);
  const canDraft = hasPermi([`${spec.permission}:add`, `${spec.permission}:edit`]);
  useLeaveGuard(editor.dirtyRef);
  useAutosave(
    canDraft && editor.isDraft && !editor.loading && !editor.loadFailed,
    editor.dirtyRef,
    () => editor.saveDraft(true),
  );
  if (editor.loadFailed) return <NotFound />;

  const titles = {
    article: [
      i18n._({ id: 'pages.knowledge.edit.addArticle', message: 'Add article' }),
      i18n._({ id: 'pages.knowledge.edit.editArticle', message: 'Edit article' }),
    ],
    solution: [
      i18n._({ id: 'pages.knowledge.edit.addSolution', message: 'Add solution' }),
      i18n._({ id: 'pages.knowledge.edit.editSolution', message: 'Edit solution' }),
    ],
    case: [
      i18n._({ id: 'pages.knowledge.edit.addCase', message: 'Add success case' }),
      i18n._({ id: 'pages.knowledge.edit.editCase', message: 'Edit success case' }),
    ],
  }[kind];
  const title = id > 0 ? titles[1] : titles[0];
  const back = () => {
    editor.markClean();
    navigate(links.to(spec.listPlace));
  };
  const label = {
    title: i18n._(KNOWLEDGE_TEXTS.title),
    description: i18n._({ id: 'pages.knowledge.description', message: 'Description' }),
    cover: i18n._(KNOWLEDGE_TEXTS.cover),
    hashtags: i18n._(KNOWLEDGE_TEXTS.hashtags),
    sort: i18n._(KNOWLEDGE_TEXTS.sort),
    category: i18n._(KNOWLEDGE_TEXTS.category),
    content: i18n._({ id: 'pages.knowledge.content', message: 'Content' }),
    customer: i18n._(KNOWLEDGE_TEXTS.customer),
    industry: i18n._(KNOWLEDGE_TEXTS.industry),
    country: i18n._(KNOWLEDGE_TEXTS.country),
    products: i18n._(KNOWLEDGE_TEXTS.products),
    schedule: i18n._({ id: 'pages.knowledge.edit.scheduleAt', message: 'Publish at' }),
  };
  const row = editor.row;
  const live = editor.status === '1' || editor.status === '3';
  return (
    <div className={css.page} aria-busy={editor.loading}>
      <PageHeading>{title}</PageHeading>
      <ConflictAlert
        conflict={editor.conflict}
        title={i18n._({ id: 'pages.knowledge.edit.conflictTitle', message: 'Save conflict' })}
      />
      {row && row.status !== '0' ? (
        <p>
          {i18n._({
            id: 'pages.knowledge.edit.counts',
            message:
              '{views} views, {likes} likes, {collects} collects, {comments} comments; published {time} by {by}',
            values: {
              views: row.viewCount,
              likes: row.likeCount,
              collects: row.collectCount,
              comments: row.commentCount,
              time: row.publishTime ? fmt.dateTime(row.publishTime) : '-',
              by: row.publishBy || '-',
            },
          })}
        </p>
      ) : null}
      <SubmitForm
        labelWidth={120}
        aria-label={title}
        // Nothing typed before the record arrives would survive its loading.
        disabled={editor.loading}
        onSubmit={() => {
          if (editor.isDraft) void editor.saveDraft();
          else void editor.saveLive().then((ok) => ok && back());
        }}
      >
        <TextField form={editor} name="title" label={label.title} required maxLength={200} />
        <FormItem label={label.description} error={errors.description}>
          <Textarea
            value={values.description}
            onChange={(v) => setField('description', v)}
            maxLength={500}
            rows={3}
          />
        </FormItem>
        <FormItem
          label={label.cover}
          error={errors.coverUrl}
          hint={i18n._({
            id: 'pages.knowledge.edit.coverHint',
            message:
              'Height/width 1.4 (e.g. 500 × 700 px), JPG or PNG; other shapes can be cropped',
          })}
        >
          <ImageUpload
            value={values.coverUrl ? [toDisplayLink(wcm, values.coverUrl)] : []}
            onChange={(urls) => setField('coverUrl', urls[0] ? toStoredLink(wcm, urls[0]) : '')}
            upload={uploaders.uploadImage}
            limit={1}
            rule={COVER_RULE}
            aria-label={label.cover}
          />
        </FormItem>
        <div className={css.grid2}>
          <ChoiceField form={editor} name="category" label={label.category} options={categories} />
          <FormItem
            label={label.sort}
            hint={i18n._({
              id: 'pages.knowledge.sortHint',
              message: 'Positive integer; larger values come first',
            })}
          >
            <NumberInput
              value={values.sort}
              onChange={(v) => setField('sort', v ?? undefined)}
              min={1}
              max={999999}
              aria-label={label.sort}
            />
          </FormItem>
        </div>
        <TextField
          form={editor}
          name="hashtags"
          label={label.hashtags}
          hint={i18n._({
            id: 'pages.knowledge.edit.hashtagHint',
            message: 'Up to 10, separated by spaces or commas, e.g. #pumps #energy',
          })}
          maxLength={400}
        />
        {kind === 'case' ? (
          <div className={css.grid2}>
            <TextField form={editor} name="customer" label={label.customer} maxLength={100} />
            <ChoiceField
              form={editor}
              name="industry"
              label={label.industry}
              options={industries}
            />
            <TextField form={editor} name="country" label={label.country} maxLength={64} />
          </div>
        ) : null}
        {kind !== 'article' ? (
          <FormItem label={label.products}>
            <ProductPicker
              value={values.productIds}
              onChange={(ids) => setField('productIds', ids)}
              label={label.products}
            />
          </FormItem>
        ) : null}
        <FormItem label={label.content} error={errors.content}>
          <LazyRichTextEditor
            key={editor.loading ? 'loading' : 'ready'}
            variant="full"
            value={values.content}
            onChange={(html) => setField('content', html)}
            uploadImage={uploaders.uploadEditorImage}
            height={480}
            aria-label={label.content}
          />
        </FormItem>
        <div className={css.toolbar}>
          {editor.isDraft ? (
            <Button type="submit" disabled={!canDraft || editor.busy}>
              {i18n._({ id: 'pages.knowledge.edit.saveDraft', message: 'Save as draft' })}
            </Button>
          ) : (
            <Can permissions={[`${spec.permission}:edit`]}>
              <Button type="submit" variant={live ? 'primary' : 'default'} disabled={editor.busy}>
                {i18n._({ id: 'pages.knowledge.edit.save', message: 'Save' })}
              </Button>
            </Can>
          )}
          {!live ? (
            <Can permissions={[`${spec.permission}:publish`]}>
              <Button
                variant="primary"
                loading={editor.busy}
                onClick={() => void editor.publish().then((ok) => ok && back())}
              >
                {editor.status === '2'
                  ? i18n._({ id: 'pages.knowledge.republish', message: 'Republish' })
                  : i18n._({ id: 'pages.knowledge.publish', message: 'Publish' })}
              </Button>
              <DatePicker
                withTime
                value={scheduleAt}
                onChange={setScheduleAt}
                aria-label={label.schedule}
              />
              <Button
                disabled={!scheduleAt || editor.busy}
                onClick={() =>
                  scheduleAt &&
                  void editor.publish(toServerWallTime(scheduleAt)).then((ok) => ok && back())
                }
              >
                {i18n._({ id: 'pages.knowledge.edit.schedule', message: 'Schedule' })}
              </Button>
            </Can>
          ) : null}
          {row ? (
            <Button onClick={() => setHistory(true)}>
              {i18n._({ id: 'pages.knowledge.revisions.open', message: 'Version history' })}
            </Button>
          ) : null}
          <Button onClick={back}>
            {i18n._({ id: 'pages.knowledge.edit.back', message: 'Back to the list' })}
          </Button>
          {editor.savedAt ? (
            <span role="status">
              {i18n._({
                id: 'pages.knowledge.edit.savedAt',
                message: 'Draft saved at {time}',
                values: { time: fmt.time(editor.savedAt) },
              })}
            </span>
          ) : null}
        </div>
      </SubmitForm>
      {row ? (
        <RevisionsDialog
          open={history}
          onClose={() => setHistory(false)}
          path={spec.path}
          permission={spec.permission}
          articleId={row.articleId}
          onRestored={() => {
            setHistory(false);
            editor.markClean();
            onReload();
          }}
        />
      ) : null}
    </div>
  );
}
