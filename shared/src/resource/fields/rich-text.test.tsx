// The rich-text field: the editor is a lazy chunk; its toolbar works from the keyboard; images go through the upload API.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import userEvent from '@testing-library/user-event';
import { http, setApiUi } from '@admin/shared/api';
import { RichTextCell, RichTextInput } from './rich-text';

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
beforeAll(() => {
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = rect;
  document.elementFromPoint = () => null;
});
beforeEach(() => setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} }));
afterEach(() => {
  setApiUi(null);
  jest.restoreAllMocks();
});

const KIT = path.resolve(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });

it('keeps TipTap out of every module but the lazily imported editor', () => {
  for (const file of sources(KIT)) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(KIT, file);
    if (rel !== path.join('fields', 'rich-text-editor.tsx')) expect({ rel, tiptap: /from '@tiptap\//.test(text) }).toEqual({ rel, tiptap: false });
    // Only a dynamic import() may name the editor.
    expect({ rel, staticEditor: /from '\.\/rich-text-editor'|from '\.\/fields\/rich-text-editor'/.test(text) }).toEqual({ rel, staticEditor: false });
  }
});

const editorBox = () => screen.findByRole('textbox', { name: '正文' });

it('runs the toolbar from the keyboard: one tab stop, arrows between buttons, Enter applies', async () => {
  const onChange = jest.fn();
  render(<RichTextInput value="<p>hello</p>" onChange={onChange} aria-label="正文" />);
  const box = await editorBox();
  const toolbar = screen.getByRole('toolbar', { name: '正文 格式工具栏' });
  const buttons = Array.from(toolbar.querySelectorAll('button'));
  // One tab stop: only the first button is in the tab order.
  expect(buttons.map((b) => b.tabIndex)).toEqual(buttons.map((_b, i) => (i === 0 ? 0 : -1)));
  expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
    '加粗',
    '斜体',
    '下划线',
    '删除线',
    '标题',
    '无序列表',
    '有序列表',
    '引用',
    '撤销',
    '重做',
    '链接',
    '插入图片',
  ]);
  // Each shows an icon drawn as paths (no character that needs a font), hidden from the name.
  for (const b of buttons) {
    expect(b.querySelector('svg[aria-hidden="true"] path, svg[aria-hidden="true"] rect')).not.toBeNull();
    expect(b.textContent).toBe('');
  }

  // Select all the text, then reach 斜体 (italic) with the arrow keys and press Enter.
  box.focus();
  fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
  buttons[0].focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '斜体' }));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><em>hello</em></p>'));
  expect(screen.getByRole('button', { name: '斜体' }).getAttribute('aria-pressed')).toBe('true');
  // Applying a format returns the focus to the text; the toolbar keeps 斜体 as its tab stop.
  // The editor takes focus back on its next frame.
  await waitFor(() => expect(document.activeElement).toBe(box));
  expect(screen.getByRole('button', { name: '斜体' }).tabIndex).toBe(0);
  // End and Home jump to the ends; ArrowLeft from the first wraps to the last.
  const key = (k: string) => fireEvent.keyDown(document.activeElement as Element, { key: k });
  screen.getByRole('button', { name: '斜体' }).focus();
  key('End');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '插入图片' }));
  key('Home');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '加粗' }));
  key('ArrowLeft');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '插入图片' }));
});

it('uploads a pasted image through the image upload API and inserts the returned URL', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({ url: '/uploads/0123456789abcdef0123456789abcdef.png' });
  const onChange = jest.fn();
  render(<RichTextInput value="<p>x</p>" onChange={onChange} aria-label="正文" />);
  const box = await editorBox();
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
  await act(async () => {
    fireEvent.paste(box, { clipboardData: { files: [file], getData: () => '', types: ['Files'], items: [] } });
  });
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="/uploads/0123456789abcdef0123456789abcdef.png"')));
  expect(post).toHaveBeenCalledWith('/base/upload/image', expect.any(FormData), expect.anything());
  expect((post.mock.calls[0][1] as FormData).get('file')).toBe(file);
});

it('shows an upload refusal at the field', async () => {
  const { ApiError } = jest.requireActual('@admin/shared/api');
  jest
    .spyOn(http, 'post')
    .mockRejectedValue(
      new ApiError({ kind: 'envelope', code: 40000, msg: '参数错误', fieldErrors: [{ field: 'file', message: '只支持 PNG、JPEG、GIF、WebP 图片' }] }),
    );
  render(<RichTextInput value="" aria-label="正文" />);
  await editorBox();
  const input = screen.getByLabelText('插入图片', { selector: 'input' });
  await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
  expect((await screen.findByRole('alert')).textContent).toBe('只支持 PNG、JPEG、GIF、WebP 图片');
});

it('shows rich text in a list as its text, never as markup', () => {
  render(<RichTextCell value={'<p>第一段<img src="x" onerror="alert(1)"></p><p>第二段</p>'} />);
  expect(screen.getByText('第一段第二段')).toBeTruthy();
  expect(document.querySelector('img')).toBeNull();
});

it('sets a link through the console’s dialog, never the browser’s prompt, and refuses an address it cannot store', async () => {
  const prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
  const onChange = jest.fn();
  render(<RichTextInput value="<p>hello</p>" onChange={onChange} aria-label="正文" />);
  const box = await editorBox();
  box.focus();
  fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
  await userEvent.click(screen.getByRole('button', { name: '链接' }));
  const dialog = await screen.findByRole('dialog', { name: '链接' });
  const address = within(dialog).getByLabelText(/链接地址/);
  await userEvent.clear(address);
  await userEvent.type(address, 'javascript:alert(1)');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入以 http://、https:// 或 mailto: 开头的地址');
  expect(within(dialog).getByRole('button', { name: /确\s*定/ })).toBeDisabled();
  await userEvent.clear(address);
  await userEvent.type(address, 'https://example.com/a{Enter}');
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<a [^>]*href="https:\/\/example.com\/a"[^>]*>hello<\/a>/)));
  expect(prompt).not.toHaveBeenCalled();
});

it('draws no file input of its own inside a form (the image button opens it)', async () => {
  render(
    <Form>
      <Form.Item label="正文" name="body">
        <RichTextInput aria-label="正文" />
      </Form.Item>
    </Form>,
  );
  await editorBox();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  // antd's form styles make a file input a block: the attribute `hidden` alone loses to them.
  expect(getComputedStyle(input).display).toBe('none');
  expect(input.tabIndex).toBe(-1);
});
