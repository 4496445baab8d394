// Tree pickers over the real server's trees: majors by mold (1/7/14 left out for professional), the subject tree's default industry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { TreeNode } from '@admin/shared/contract/resources';
import { renderInApp, signIn } from './screen-kit';
import { majorsTree, subjectTree } from './sources';
import { TreeCell, TreeInput } from './tree-input';

beforeAll(() => signIn('viewer'));

const titles = () => [...document.querySelectorAll('.ant-select-tree-title')].map((e) => e.textContent);

it('offers professional majors without categories 1, 7 and 14, and shows stored majors by name', async () => {
  const tree = await http.get<TreeNode[]>('/school/dp/majors/tree/', { params: { mold: 2 } });
  const major = tree.find((c) => c.children.length)!.children[0];
  renderInApp(
    <>
      <TreeInput source={majorsTree(2)} multiple value={[major.id]} aria-label="专业" />
      <div data-testid="cell">
        <TreeCell source={majorsTree(2)} value={[major.id]} />
      </div>
    </>,
  );
  expect(await within(screen.getByTestId('cell')).findByText(major.name)).toBeTruthy();
  await userEvent.click(screen.getByRole('combobox', { name: '专业' }));
  await screen.findByTitle(`${major.name}（${major.code}）`);
  const shown = titles();
  for (const excluded of ['哲学（01）', '理学（07）', '交叉学科（14）']) expect(shown).not.toContain(excluded);
  expect(shown).toContain('经济学（02）');
});

it('reads the subject tree of the default industry (graduate_exam)', async () => {
  const tree = await http.get<TreeNode[]>('/base/drop_down/subject_tree/', { params: { industry: 'graduate_exam' } });
  renderInApp(<TreeInput source={subjectTree()} aria-label="科目" />);
  await userEvent.click(screen.getByRole('combobox', { name: '科目' }));
  expect(await screen.findByTitle(tree[0].code ? `${tree[0].name}（${tree[0].code}）` : tree[0].name)).toBeTruthy();
});
