import { act, render, screen } from '@testing-library/react';
import { setLocale, t } from '@admin/shared/i18n';
import { useOptions } from './use-options';
import './texts';

// A loader whose labels are texts, as the kit's subject options are: 政治（politics） / 政治 (politics).
const subjects = jest.fn(async () => [{ value: 1, label: t('resource.option.coded', { name: '政治', code: 'politics' }) }]);

function Label() {
  const [first] = useOptions(subjects);
  return <span>{first?.label ?? ''}</span>;
}

it('loads once per language, and shows the labels of the language switched to', async () => {
  render(
    <>
      <Label />
      <Label />
    </>,
  );
  expect(await screen.findAllByText('政治（politics）')).toHaveLength(2);
  expect(subjects).toHaveBeenCalledTimes(1);
  act(() => setLocale('en'));
  try {
    expect(await screen.findAllByText('政治 (politics)')).toHaveLength(2);
    expect(subjects).toHaveBeenCalledTimes(2);
  } finally {
    act(() => setLocale('zh-CN'));
  }
  expect(await screen.findAllByText('政治（politics）')).toHaveLength(2);
  expect(subjects).toHaveBeenCalledTimes(2);
});
