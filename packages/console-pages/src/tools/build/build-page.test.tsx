import { act, fireEvent, screen, within } from '@testing-library/react';

const add = (kind: string) =>
  within(screen.getByRole('region', { name: 'Fields' })).getByRole('button', { name: kind });
import { describe, expect, it } from 'vitest';
import { renderArea } from '../../common/test/area-fake';
import { renderPage } from '../../test/render';
import { BuildPage } from './build-page';

describe('form builder page', () => {
  it('adds, moves and edits fields with the keyboard buttons and previews them', async () => {
    await renderArea(<BuildPage />, {});
    fireEvent.click(add('Single-line text'));
    fireEvent.click(add('Number'));
    const fields = screen.getByRole('list', { name: 'Form fields' });
    const order = () =>
      within(fields)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-testid'));
    expect(order()).toEqual(['field-field101', 'field-field102']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Number up' }));
    expect(order()).toEqual(['field-field102', 'field-field101']);

    // The number field was added last, so it is the one being edited.
    const props = screen.getByRole('region', { name: 'Properties' });
    fireEvent.change(within(props).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Age' },
    });
    fireEvent.click(within(props).getByRole('switch', { name: 'Required' }));
    expect(screen.getByRole('button', { name: 'Move Age down' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Preview' }), { button: 0 });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('form', { name: 'Preview' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Submit' }));
    await within(preview).findByText('Age cannot be empty');
  });

  it('drops a palette field before an existing one', async () => {
    await renderArea(<BuildPage />, {});
    fireEvent.click(add('Single-line text'));
    const target = screen.getByTestId('field-field101');
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (t: string, v: string) => data.set(t, v),
      getData: (t: string) => data.get(t) ?? '',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(add('Colour'), { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    const items = within(screen.getByRole('list', { name: 'Form fields' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.getAttribute('data-testid'))).toEqual([
      'field-field102',
      'field-field101',
    ]);
  });
});

describe('form builder in another language', () => {
  it('names new fields and their sample options in the interface language', async () => {
    const { i18n } = renderPage(<BuildPage />);
    act(() => {
      i18n.load('zh-CN', {
        'pages.tools.build.palette': '组件',
        'pages.tools.build.kind.select': '下拉选择',
        'pages.tools.build.optionN': '选项 {n}',
      });
      i18n.activate('zh-CN');
    });
    fireEvent.click(
      within(screen.getByRole('region', { name: '组件' })).getByRole('button', {
        name: '下拉选择',
      }),
    );
    const props = screen.getByRole('region', { name: 'Properties' });
    expect(within(props).getByRole('textbox', { name: 'Label' })).toHaveValue('下拉选择');
    expect(
      within(props)
        .getAllByRole('textbox')
        .map((t) => (t as HTMLInputElement).value),
    ).toContain('选项 1');
  });
});
