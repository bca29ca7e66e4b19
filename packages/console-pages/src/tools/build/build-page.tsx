import { useLingui } from '@lingui/react';
import { Button, PageHeading, Tabs } from '@wcm/console-ui';
import * as sys from '../../common/list-page/page.css';
import * as css from './build.css';
import { Canvas } from './canvas';
import { ExportPanel } from './export-panel';
import { Palette } from './palette';
import { PreviewForm } from './preview-form';
import { PropertyPanel } from './property-panel';
import { useBuilder } from './use-builder';

/** Form builder (`tool/build/index`): palette, designer, properties, live preview and export. */
export function BuildPage() {
  const { i18n } = useLingui();
  const builder = useBuilder();
  return (
    <div className={sys.page}>
      <PageHeading />
      <div className={sys.toolbar}>
        <span className={sys.grow} />
        <Button size="small" disabled={builder.model.fields.length === 0} onClick={builder.clear}>
          {i18n._({ id: 'pages.tools.build.clear', message: 'Clear form' })}
        </Button>
      </div>
      <div className={css.layout}>
        <Palette onAdd={(kind) => builder.add(kind)} />
        <Tabs
          aria-label={i18n._({ id: 'pages.tools.build.views', message: 'Form views' })}
          defaultValue="design"
          items={[
            {
              key: 'design',
              label: i18n._({ id: 'pages.tools.build.design', message: 'Design' }),
              content: <Canvas builder={builder} />,
            },
            {
              key: 'preview',
              label: i18n._({ id: 'pages.tools.build.preview', message: 'Preview' }),
              content: (
                <section className={css.panel}>
                  <PreviewForm model={builder.model} />
                </section>
              ),
            },
            {
              key: 'export',
              label: i18n._({ id: 'pages.tools.build.export', message: 'Export' }),
              content: <ExportPanel model={builder.model} />,
            },
          ]}
        />
        <PropertyPanel builder={builder} />
      </div>
    </div>
  );
}
