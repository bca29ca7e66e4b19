import { useLingui } from '@lingui/react';
import { Descriptions, DictTag, Dialog, ImagePreview, useConsole } from '@wcm/console-ui';
import { useEffect, useState } from 'react';
import { useDict } from '../../common/dict';
import { LazyFullEditor } from '../edit/rich-editor';
import { toDisplayLink } from '../../common/links/stored-link';
import { DICT, type Product } from '../shared/products-types';
import * as css from '../shared/products.css';

/** Read-only view of a product as visitors would see its content. */
export function PreviewDialog({
  productId,
  onClose,
}: {
  productId: number | undefined;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const audit = useDict(DICT.audit);
  const listing = useDict(DICT.listing);
  const [loaded, setLoaded] = useState<Product>();
  useEffect(() => {
    if (productId === undefined) return;
    let live = true;
    wcm
      .call(wcm.api.GET('/brand/product/{productId}', { params: { path: { productId } } }))
      .then((body) => live && setLoaded(body.data))
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [wcm, productId, onClose]);
  // A product loaded for an earlier opening is not shown for the next one.
  const p = loaded?.productId === productId ? loaded : undefined;
  return (
    <Dialog
      open={productId !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={p?.name ?? i18n._({ id: 'pages.products.preview.title', message: 'Product preview' })}
      width={900}
      footer={null}
    >
      {p ? (
        <div className={css.section}>
          <ImagePreview
            images={p.images.map((src, i) => ({
              src: toDisplayLink(wcm, src),
              alt: `${p.name} ${i + 1}`,
            }))}
          />
          <Descriptions
            columns={2}
            bordered
            items={[
              {
                label: i18n._({ id: 'pages.products.series', message: 'Series' }),
                value: p.series,
              },
              {
                label: i18n._({ id: 'pages.products.modelName', message: 'Model' }),
                value: p.modelName,
              },
              {
                label: i18n._({ id: 'pages.products.category', message: 'Category' }),
                value: p.categoryName ?? '',
              },
              {
                label: i18n._({ id: 'pages.products.effectivePrice', message: 'Effective price' }),
                value:
                  p.effectivePrice ??
                  i18n._({ id: 'pages.products.negotiable', message: 'Negotiable' }),
              },
              {
                label: i18n._({ id: 'pages.products.auditStatus', message: 'Review status' }),
                value: <DictTag options={audit} value={p.auditStatus} />,
              },
              {
                label: i18n._({ id: 'pages.products.listingStatus', message: 'Listing status' }),
                value: <DictTag options={listing} value={p.listingStatus} />,
              },
              ...p.specAttributes.map((a) => ({ label: a.name, value: a.value })),
              ...p.customAttributes.map((a) => ({ label: a.key, value: a.value })),
            ]}
          />
          <div className={css.scroll}>
            <table
              className={css.specTable}
              aria-label={i18n._({
                id: 'pages.products.edit.specTable',
                message: 'Specification table',
              })}
            >
              <thead>
                <tr>
                  {p.specTable.columns.map((c) => (
                    <th key={c.key} scope="col">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {p.specTable.rows.map((row, r) => (
                  <tr key={r}>
                    {p.specTable.columns.map((c) => (
                      <td key={c.key}>{row[c.key] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LazyFullEditor
            value={p.description}
            onChange={() => undefined}
            readOnly
            height={300}
            aria-label={i18n._({ id: 'pages.products.description', message: 'Description' })}
          />
        </div>
      ) : (
        <p role="status">{i18n._({ id: 'pages.products.loading', message: 'Loading...' })}</p>
      )}
    </Dialog>
  );
}
