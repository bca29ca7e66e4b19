// Issue 5 in a real browser: an image slot takes a good image, offers to crop a badly
// proportioned one and uploads the crop, refuses a file that is not what its name says; the
// full rich-text editor takes an image through its toolbar, and the text and image survive a
// save and a reload. Test files are generated in the test (support/files.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Response } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { exe, pdf, png, pdfNamedPng, pngSize, type TestFile } from './support/files.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

// Accessible names in zh-CN and English (page strings show their English source until the
// catalogues are translated, so those Chinese alternatives are loose).
const names = {
  facts: /个人信息|^personal information$/i,
  changeAvatar: /头像|change avatar/i,
  images: /^(图片列表|images)$/i,
  image1: /^(图片\s*1|image 1)$/i,
  removeImage1: /^(删除图片\s*1|remove image 1)$/i,
  cropDialog: /^(裁剪图片|crop image)$/i,
  cropArea: /裁剪区域|crop area/i,
  cropUse: /^(裁剪并使用|crop and use)$/i,
  squareOnly: /只能上传正方形图片|only square images \(1:1\) can be uploaded/i,
  loadFailed: /图片加载失败|failed to load image/i,
  addProduct: /(新增|添加)产品|^add product$/i,
  productName: /产品名称|^product name$/i,
  media: /图片.*视频|^images and video$/i,
  addImage: /产品图片|add product image/i,
  files: /附件.*证书|^attachments and certificates$/i,
  dropFiles: /将文件拖到此处|drop files here/i,
  certificateTypes: /pdf\/jpg\/jpeg\/png/i,
  fileFormat: /文件格式不正确|file format incorrect/i,
  description: /描述|详情|^description$/i,
  insertImage: /^(插入图片|insert image)$/i,
  editorImageSize: /图片大小不能超过\s*200\s*KB|image size cannot exceed 200 KB/i,
  saveDraft: /草稿|^save as draft$/i,
};

const isApi = (res: Response, path: string, method: string | RegExp) =>
  (typeof method === 'string'
    ? res.request().method() === method
    : method.test(res.request().method())) &&
  new URL(res.url()).pathname.endsWith(`/prod-api${path}`);

/** Resolves with the body of the next answer to `method path`. Call before triggering it. */
async function nextAnswer(page: Page, path: string, method: string | RegExp = 'POST') {
  const res = await page.waitForResponse((r) => isApi(r, path, method));
  return (await res.json()) as { code: number; msg: string } & Record<string, unknown>;
}

/** Picks `file` through `trigger` and checks that the upload to `path` was accepted. */
async function upload(page: Page, path: string, trigger: Locator, file: TestFile) {
  const answer = nextAnswer(page, path);
  await choose(page, trigger, file);
  assert.equal((await answer).code, 200);
}

/** Clicks `trigger` (a button opening the file picker) and picks `files`, as a person would. */
async function choose(page: Page, trigger: Locator, files: TestFile | TestFile[]) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(files);
}

/** The one element of `candidates` whose accessible description matches `description`. */
async function describedAs(candidates: Locator, description: RegExp): Promise<Locator> {
  await candidates.first().waitFor();
  const found: Locator[] = [];
  for (const candidate of await candidates.all()) {
    const ids = (await candidate.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
    const texts = await Promise.all(
      ids.map((id) => candidate.page().locator(`[id="${id}"]`).innerText()),
    );
    if (description.test(texts.join(' '))) found.push(candidate);
  }
  assert.equal(found.length, 1, `one element described as ${description}`);
  return found[0] as Locator;
}

/** Colour of the pixel at (x, y) of a loaded image, read through a canvas. */
function pixel(img: Locator, x: number, y: number): Promise<number[]> {
  return img.evaluate(
    (el: HTMLImageElement, [px, py]) => {
      const canvas = document.createElement('canvas');
      canvas.width = el.naturalWidth;
      canvas.height = el.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(el, 0, 0);
      return Array.from(context.getImageData(px ?? 0, py ?? 0, 1, 1).data.slice(0, 3));
    },
    [x, y],
  );
}

const RED = [200, 40, 40] as const;
const BLUE = [40, 40, 200] as const;

/** Once shown, the image's address answers 200 with an image type, and the browser decoded it. */
async function assertServed(page: Page, img: Locator): Promise<{ width: number; height: number }> {
  await img.waitFor();
  const src = await img.getAttribute('src');
  assert.ok(src, 'the thumbnail has a src');
  const res = await page.context().request.get(new URL(src, page.url()).href);
  assert.equal(res.status(), 200, `GET ${src}`);
  assert.match(res.headers()['content-type'] ?? '', /^image\//);
  await img.evaluate((el: HTMLImageElement) => el.decode());
  return img.evaluate((el: HTMLImageElement) => ({
    width: el.naturalWidth,
    height: el.naturalHeight,
  }));
}

/**
 * Uploads the PNG `file` through `add` (its answer from `path`); `images` then shows it as the
 * first image, served at the size it was uploaded.
 */
async function uploadShown(
  page: Page,
  path: string,
  add: Locator,
  file: TestFile,
  images: Locator,
) {
  await upload(page, path, add, file);
  const img = images.getByRole('img', { name: names.image1 });
  assert.deepEqual(await assertServed(page, img), pngSize(file));
}

describe('uploads: image slots, cropping, refused files, rich text with an image', () => {
  it('signs in as admin', async () => {
    await signInAsAdmin(suite.browser.page, suite.server);
  });

  describe('personal centre avatar (square slot)', () => {
    const facts = () => suite.browser.page.getByRole('region', { name: names.facts });
    const thumbs = () => facts().getByRole('list', { name: names.images });

    it('uploads a square image and shows it, served by the server', async () => {
      const { page } = suite.browser;
      await page.goto('/wcm/user/profile');
      const add = facts().getByRole('button', { name: names.changeAvatar });
      await add.waitFor();
      assert.deepEqual(await seriousA11yViolations(page), []);
      const square = png(240, 240, { name: 'square.png', color: [40, 120, 200] });
      await uploadShown(page, '/system/user/profile/avatar', add, square, thumbs());
    });

    it('offers to crop a wide image, and uploads the part of it the user framed', async () => {
      const { page } = suite.browser;
      await facts().getByRole('button', { name: names.removeImage1 }).click();
      const add = facts().getByRole('button', { name: names.changeAvatar });
      // Left half red, right half blue: the upload shows which part was kept.
      const wide = png(480, 240, { name: 'wide.png', paint: (x) => (x < 240 ? RED : BLUE) });
      await choose(page, add, wide);
      const dialog = page.getByRole('dialog', { name: names.cropDialog });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), names.squareOnly);
      assert.deepEqual(await seriousA11yViolations(page), []);
      // The frame starts centred on the largest square; move it to the right edge by keyboard.
      const frame = dialog.getByRole('button', { name: names.cropArea });
      const position = page.locator(`[id="${await frame.getAttribute('aria-describedby')}"]`);
      assert.match(await position.innerText(), /^120, 0 · 240 × 240/);
      for (let i = 0; i < 3; i++) await frame.press('Shift+ArrowRight');
      assert.match(await position.innerText(), /^240, 0 · 240 × 240 → 240 × 240$/);
      const answer = nextAnswer(page, '/system/user/profile/avatar');
      await dialog.getByRole('button', { name: names.cropUse }).click();
      assert.equal((await answer).code, 200);
      await dialog.waitFor({ state: 'detached' });
      const img = thumbs().getByRole('img', { name: names.image1 });
      assert.deepEqual(await assertServed(page, img), { width: 240, height: 240 });
      assert.deepEqual(await pixel(img, 1, 1), [...BLUE]);
      assert.deepEqual(await pixel(img, 238, 238), [...BLUE]);
    });

    it('refuses a PDF named .png with the spec message, sending nothing', async () => {
      const { page } = suite.browser;
      await facts().getByRole('button', { name: names.removeImage1 }).click();
      let sent = 0;
      const count = (r: Response) => {
        if (isApi(r, '/system/user/profile/avatar', 'POST')) sent++;
      };
      page.on('response', count);
      try {
        const add = facts().getByRole('button', { name: names.changeAvatar });
        await choose(page, add, pdfNamedPng());
        const alert = facts().getByRole('alert');
        await alert.waitFor();
        assert.match(await alert.innerText(), names.loadFailed);
        assert.equal(await thumbs().getByRole('img').count(), 0);
        assert.equal(sent, 0);
      } finally {
        page.off('response', count);
      }
    });
  });

  describe('product form (main images, certificates, full editor)', () => {
    const region = (name: RegExp) => suite.browser.page.getByRole('region', { name });
    const mainImages = () => region(names.media).getByRole('list', { name: names.images });
    const editor = () =>
      region(names.description).getByRole('textbox', { name: names.description });
    const text = `Stainless steel body, tested ${Date.now()}`;

    it('opens an empty product form', async () => {
      const { page } = suite.browser;
      await page.goto('/wcm/brand/prodEdit/index/0');
      await page.getByRole('heading', { name: names.addProduct }).waitFor();
      await editor().waitFor();
      await page.getByRole('textbox', { name: names.productName }).fill('Upload test pump');
    });

    it('uploads a main image, stored and served by the server', async () => {
      const { page } = suite.browser;
      const add = region(names.media).getByRole('button', { name: names.addImage });
      const pump = png(800, 800, { name: 'pump.png', color: [20, 160, 90] });
      await uploadShown(page, '/upload/titleUpload', add, pump, mainImages());
    });

    it('refuses a PDF named .png with the server message and keeps the slot as it was', async () => {
      const { page } = suite.browser;
      const answer = nextAnswer(page, '/upload/titleUpload');
      const add = region(names.media).getByRole('button', { name: names.addImage });
      await choose(page, add, pdfNamedPng('brochure.png'));
      const body = await answer;
      assert.equal(body.code, 500);
      assert.ok(body.msg, 'the server says why');
      const alert = region(names.media).getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.innerText()).trim(), body.msg);
      assert.equal(await mainImages().getByRole('img').count(), 1);
    });

    it('refuses an .exe certificate before sending it, and takes a PDF', async () => {
      const { page } = suite.browser;
      const files = region(names.files);
      // Both drop zones read the same hint; a screen reader tells them apart by the formats.
      const add = await describedAs(
        files.getByRole('button', { name: names.dropFiles }),
        names.certificateTypes,
      );
      let sent = 0;
      const count = (r: Response) => {
        if (isApi(r, '/common/upload', 'POST')) sent++;
      };
      page.on('response', count);
      try {
        await choose(page, add, exe());
        await files.getByRole('alert').filter({ hasText: names.fileFormat }).waitFor();
        assert.equal(sent, 0);
      } finally {
        page.off('response', count);
      }
      const answer = nextAnswer(page, '/common/upload');
      await choose(page, add, pdf('ce-certificate.pdf'));
      assert.equal((await answer).code, 200);
      const link = files.getByRole('link', { name: 'ce-certificate.pdf' });
      await link.waitFor();
      const href = await link.getAttribute('href');
      assert.ok(href);
      const res = await page.context().request.get(new URL(href, page.url()).href);
      assert.equal(res.status(), 200, `GET ${href}`);
      assert.equal((await res.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    });

    it('refuses an editor image over 200 KB, then inserts one through the toolbar', async () => {
      const { page } = suite.browser;
      const box = editor();
      await box.click();
      await box.pressSequentially(text);
      const insert = region(names.description).getByRole('button', { name: names.insertImage });
      await choose(page, insert, png(300, 300, { name: 'big.png', noise: true }));
      await region(names.description)
        .getByRole('alert')
        .filter({ hasText: names.editorImageSize })
        .waitFor();
      await upload(
        page,
        '/upload/titleUpload',
        insert,
        png(160, 90, { name: 'detail.png', color: [230, 200, 30] }),
      );
      // Pictures in the text carry the author's alt text, empty here, so they have no role.
      const img = box.locator('img');
      assert.deepEqual(await assertServed(page, img), { width: 160, height: 90 });
      assert.ok((await box.innerText()).includes(text), 'the typed text is kept');
    });

    it('saves the draft, and after a reload shows the text and the image again', async () => {
      const { page } = suite.browser;
      // A new draft is a POST, or a PUT when the autosave created it already.
      const answer = nextAnswer(page, '/drafts/product', /^(POST|PUT)$/);
      await page.getByRole('main').getByRole('button', { name: names.saveDraft }).click();
      assert.equal((await answer).code, 200);
      await page.waitForURL((url) =>
        /^\/wcm\/drafts\/draftsProdEdit\/index\/\d+$/.test(url.pathname),
      );
      const loaded = page.waitForResponse((r) =>
        /\/drafts\/product\/\d+$/.test(new URL(r.url()).pathname),
      );
      await page.reload();
      await loaded;
      await editor().getByText(text).waitFor();
      const img = editor().locator('img');
      assert.deepEqual(await assertServed(page, img), { width: 160, height: 90 });
      // The rest of the draft came back too: the main image and the certificate.
      await mainImages().getByRole('img', { name: names.image1 }).waitFor();
      await region(names.files).getByRole('link', { name: 'ce-certificate.pdf' }).waitFor();
    });

    it('has no serious or critical accessibility violations with images, files and text', async () => {
      assert.deepEqual(await seriousA11yViolations(suite.browser.page), []);
    });
  });
});
