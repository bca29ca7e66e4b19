import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderArea } from '../../common/test/area-fake';
import { audit } from '../../common/test/rows';
import { LibraryPage } from './library-page';
import { noDictRoutes } from '../../common/test/dicts';

const doc = (docId: number, visibility: 'public' | 'private') => ({
  docId,
  title: `${visibility} sheet`,
  fileId: 'f'.repeat(32),
  fileName: `${visibility}.pdf`,
  fileType: 'pdf',
  fileSize: 2048,
  fileUrl: `/profile/upload/${String(docId).repeat(64).slice(0, 64)}.pdf`,
  materialType: 'manual',
  language: 'en',
  visibility,
  videoType: 'none',
  videoUrl: '',
  description: '',
  tags: '',
  category: '',
  ...audit('2026-01-02 10:00:00'),
});

describe('library documents list (issue 14)', () => {
  it('links a public file; a private one is downloaded signed in, not by its anonymous link', async () => {
    const { server } = await renderArea(<LibraryPage />, {
      'GET /business/library/list': () =>
        ok({ rows: [doc(1, 'public'), doc(2, 'private')], total: 2 }),
      ...noDictRoutes,
      'GET /common/download/resource': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf', 'download-filename': 'private.pdf' },
        }),
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('public.pdf');
    expect(within(table).getByRole('link', { name: 'public.pdf' })).toHaveAttribute(
      'href',
      `http://localhost/prod-api${doc(1, 'public').fileUrl}`,
    );
    expect(within(table).queryByRole('link', { name: 'private.pdf' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'private.pdf' }));
    await waitFor(() =>
      expect(
        server.seen.find((r) => r.path === '/common/download/resource')?.query.get('resource'),
      ).toBe(doc(2, 'private').fileUrl),
    );
  });
});
