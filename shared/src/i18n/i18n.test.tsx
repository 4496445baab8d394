import { act, render, screen } from '@testing-library/react';
import { getLocale, registerMessages, setLocale, t, useI18n } from './index';

afterEach(() => {
  setLocale('zh-CN');
  localStorage.clear();
});

it('defaults to Chinese and renders a missing key as the key', () => {
  expect(getLocale()).toBe('zh-CN');
  expect(t('api.networkError')).toBe('网络错误，请稍后重试');
  expect(t('no.such.key')).toBe('no.such.key');
});

it('interpolates variables', () => {
  expect(t('time.minutesAgo', { n: 5 })).toBe('5分钟前');
});

it('switches locale, persists it, and falls back to Chinese for keys English lacks', () => {
  registerMessages('zh-CN', { 'test.onlyZh': '只有中文' });
  setLocale('en');
  expect(localStorage.getItem('admin-locale')).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(t('api.logout.ok')).toBe('Sign in again');
  expect(t('test.onlyZh')).toBe('只有中文');
});

it('rejects an unknown locale', () => {
  expect(() => setLocale('fr' as never)).toThrow('Unknown locale');
});

function Greeting() {
  const { t: tr, locale, setLocale: change } = useI18n();
  return (
    <button type="button" onClick={() => change(locale === 'en' ? 'zh-CN' : 'en')}>
      {tr('test.hello', { name: 'Ada' })}
    </button>
  );
}

it('re-renders on locale change and on messages registered later', () => {
  registerMessages('zh-CN', { 'test.hello': '你好，{name}' });
  render(<Greeting />);
  expect(screen.getByRole('button')).toHaveTextContent('你好，Ada');
  act(() => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('你好，Ada'); // English lacks it: Chinese fallback
  act(() => registerMessages('en', { 'test.hello': 'Hello, {name}' }));
  expect(screen.getByRole('button')).toHaveTextContent('Hello, Ada');
});

function Counted({ k, renders }: { k: string; renders: string[] }) {
  const { t: tr } = useI18n();
  const text = tr(k);
  renders.push(text);
  return <p>{text}</p>;
}

it('re-renders when a text on screen is registered or changed, not for texts nobody has asked for', () => {
  registerMessages('zh-CN', { 'test.shown': '显示' });
  const renders: string[] = [];
  render(<Counted k="test.shown" renders={renders} />);
  expect(renders).toEqual(['显示']);
  // A screen's chunk registering its own texts as it loads: nothing drawn changes.
  act(() => registerMessages('zh-CN', { 'test.other.a': '别的', 'test.other.b': '别的二' }));
  act(() => registerMessages('en', { 'test.other.a': 'Other' }));
  act(() => registerMessages('zh-CN', { 'test.shown': '显示' })); // the same text again
  expect(renders).toEqual(['显示']);
  // A new text for what is shown.
  act(() => registerMessages('zh-CN', { 'test.shown': '已显示' }));
  expect(screen.getByText('已显示')).toBeInTheDocument();
});

it('re-renders what was drawn as its key once that key gets a text', () => {
  const renders: string[] = [];
  render(<Counted k="test.later" renders={renders} />);
  expect(screen.getByText('test.later')).toBeInTheDocument();
  act(() => registerMessages('zh-CN', { 'test.later': '稍后' }));
  expect(screen.getByText('稍后')).toBeInTheDocument();
});
