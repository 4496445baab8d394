// Seniors against the real server: the degree type refused beside its field when it is not the
// major's; the proof of admission shown and replaced by an admin, absent for the viewer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import SeniorScreen from './senior-screen';

type Rec = Record<string, unknown>;
const seniors = async (params: Rec = {}) => (await http.get<{ items: Rec[] }>('/school/senior/', { params: { limit: 50, ...params } })).items;
const errorBeside = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

it('shows a senior’s proof to an admin and refuses a degree type the major does not have', async () => {
  await signIn('admin');
  const all = await seniors();
  const withProof = all.find((s) => s.has_proof)!;
  renderScreen(SeniorScreen, '/pick-school/senior');
  const row = await rowOf(withProof.id as number);
  await userEvent.click(within(row).getByRole('button', { name: `查看“${String(withProof.nickname)}”的录取证明` }));
  const dialog = await screen.findByRole('dialog');
  const img = await within(dialog).findByRole('img', { name: `“${String(withProof.nickname)}”的录取证明图片` });
  expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  // Replaced by another picture (a PNG by its content): the dialog shows the new bytes.
  const before = img.getAttribute('src');
  const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], 'notice.png', { type: 'image/png' });
  await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, png);
  const replaced = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4))}`;
  expect(before).not.toBe(replaced);
  await waitFor(() =>
    expect(
      within(dialog)
        .getByRole('img', { name: `“${String(withProof.nickname)}”的录取证明图片` })
        .getAttribute('src'),
    ).toBe(replaced),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  // The first senior studies an academic major: 专硕 is refused at the degree type.
  const first = all.find((s) => s.mold === 1)!;
  await userEvent.click(within(await rowOf(first.id as number)).getByRole('button', { name: /编\s*辑/ }));
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect((within(drawer).getByLabelText('昵称') as HTMLInputElement).value).toBe(first.nickname));
  await userEvent.click(within(drawer).getByLabelText('学位类型'));
  await userEvent.click(await screen.findByTitle('专硕'));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside(drawer, '学位类型')).toMatch(/学位类型应为学硕/));
  expect((await seniors()).find((s) => s.id === first.id)!.mold).toBe(1);
});

it('lists seniors for the viewer without proofs or a way to change them', async () => {
  await signIn('viewer');
  const [first] = await seniors();
  renderScreen(SeniorScreen, '/pick-school/senior');
  const row = await rowOf(first.id as number);
  expect(within(row).queryByRole('button', { name: /录取证明/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
});
