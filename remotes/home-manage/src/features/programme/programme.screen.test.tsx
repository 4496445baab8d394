// Programmes against the real server: a CSV staged with a bad row, the row fixed in place, the
// valid rows imported, and a programme's year-by-year view.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { programmeImport } from '@admin/shared/contract/resources';
import { renderRoutes, renderScreen, signIn } from '@admin/testing';
import ProgrammeScreen from './programme-screen';

const ROW: Record<string, string> = {
  year: '2028',
  school_code: '10284',
  school_name: '南京大学',
  province: '江苏',
  zone: 'A',
  tags: '985,211,双一流,自划线',
  college_code: '012',
  college_name: '计算机学院',
  major_code: '081200',
  major_name: '计算机科学与技术',
  mold: '学硕',
  study_mode: '全日制',
  direction: '01 软件新技术',
  subject1: '101 思想政治理论',
  subject2: '201 英语一',
  subject3: '301 数学一',
  subject4: '408 计算机学科专业基础',
  quota: '15',
  quota_text: '专业：15(不含推免)',
  recommended_quota: '',
  retest_subjects: '上机；面试',
  source_url: 'https://yzb.nju.edu.cn/',
  verified_at: '2027-09-18',
};
const csv = (rows: Record<string, string>[]) =>
  [programmeImport.columns.map((c) => c.header[0]).join(','), ...rows.map((r) => programmeImport.columns.map((c) => `"${r[c.key] ?? ''}"`).join(','))].join(
    '\n',
  );
const nju2028 = async () =>
  (await http.get<{ items: { direction: string; quota: number }[] }>('/school/programme/', { params: { year: 2028, school: '10284' } })).items;

it('imports a sheet with a bad row: the error in its cell, fixed in place, then the valid rows written', async () => {
  await signIn('admin');
  renderScreen(ProgrammeScreen, '/pick-school/index');
  expect(await screen.findAllByText('北京大学')).not.toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('导入招生专业')).toBeTruthy();
  const file = new File([csv([ROW, { ...ROW, direction: '02 计算机视觉', school_code: '102840' }])], 'programmes.csv', { type: 'text/csv' });
  fireEvent.change(within(drawer).getByLabelText('选择文件（XLSX、CSV 或 TSV）'), { target: { files: [file] } });
  expect(await within(drawer).findByText(/共 2 行：1 行正确/)).toBeTruthy();
  const bad = within(drawer).getByText('院校代码应为 5 位数字，如 10248').closest('td')!;
  expect(bad.className).toContain('import-cell-error');
  expect(await nju2028()).toEqual([]);

  await userEvent.click(within(drawer).getByRole('button', { name: '修改第 3 行' }));
  const fix = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText('修改第 3 行') && d !== drawer)!;
  const code = within(fix).getByLabelText('院校代码');
  await userEvent.clear(code);
  await userEvent.type(code, '10284x');
  // Checked as it is typed, with the same rule the server applies.
  expect(await within(fix).findByText('院校代码应为 5 位数字，如 10248')).toBeTruthy();
  await userEvent.type(code, '{backspace}');
  await waitFor(() => expect(within(fix).queryByText('院校代码应为 5 位数字，如 10248')).toBeNull());
  await userEvent.click(within(fix).getByRole('button', { name: /保存并检查/ }));
  expect(await within(drawer).findByText(/共 2 行：2 行正确/)).toBeTruthy();

  await userEvent.click(within(drawer).getByRole('button', { name: '全部导入' }));
  expect(await within(drawer).findByText('导入完成：新增 2，更新 0，无变化 0，跳过 0')).toBeTruthy();
  expect((await nju2028()).map((p) => p.direction).sort()).toEqual(['01 软件新技术', '02 计算机视觉']);
});

it('shows what changed from one year to the next for a programme', async () => {
  await signIn('admin');
  renderRoutes([{ path: '/pick-school/index', element: <ProgrammeScreen /> }], '/pick-school/index?year=2027&school=10001');
  const buttons = await screen.findAllByRole('button', { name: '历年对比' });
  await userEvent.click(buttons[0]);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByRole('heading', { name: '2026 → 2027 年的变化' })).toBeTruthy();
});
