import type { ConsoleRoute } from '@admin/shared/contract';
import { defineMessages } from '@admin/shared/i18n';
import { screenIndex, searchScreens, titleSyllables } from './screen-index';

defineMessages({
  'route.x/ad': ['广告管理', 'Advertising'],
  'route.x/ad/place': ['广告位', 'Ad places'],
  'route.x/ad/pc': ['PC 弹窗广告', 'PC popup ads'],
  'route.x/ad/detail': ['广告详情', 'Ad detail'],
  'route.x/bank': ['银行卡', 'Bank cards'],
  'route.x/quiz': ['题目', 'Questions'],
  'route.x/white': ['白名单', 'Whitelist'],
  'route.x/green': ['绿色通道', 'Green lane'],
});
const screen = async () => ({ default: () => null });
const routes: ConsoleRoute[] = [
  {
    path: '/ad',
    title: 'route.x/ad',
    children: [
      { path: '/ad/place', title: 'route.x/ad/place', component: screen },
      { path: '/ad/pc', title: 'route.x/ad/pc', component: screen },
      { path: '/ad/detail', title: 'route.x/ad/detail', hidden: true, component: screen },
      { path: '/ad/link', title: 'route.x/ad/pc', externalLink: 'https://example.test' },
    ],
  },
  { path: '/bank', title: 'route.x/bank', component: screen },
  { path: '/white', title: 'route.x/white', component: screen },
  { path: '/green', title: 'route.x/green', component: screen },
  { path: '/quiz/:id', title: 'route.x/quiz', component: screen },
];
const paths = (query: string) => searchScreens(screenIndex(routes), query).map((e) => e.path);

describe('screen search', () => {
  it('lists the screens one can open: not hidden ones, groups, external links or screens needing an id', () => {
    expect(paths('')).toEqual(['/ad/place', '/ad/pc', '/bank', '/white', '/green']);
    expect(screenIndex(routes)[0].trail).toEqual(['route.x/ad']);
  });

  it('finds by Chinese or English title, pinyin initials, path and group', () => {
    expect(paths('广告位')).toEqual(['/ad/place']);
    expect(paths('popup')).toEqual(['/ad/pc']);
    expect(paths('ggw')).toEqual(['/ad/place']);
    expect(paths('tcgg')).toEqual(['/ad/pc']); // initials from inside the title
    expect(paths('pctc')).toEqual(['/ad/pc']); // Latin letters count as themselves
    expect(paths('/bank')).toEqual(['/bank']);
    expect(paths('advertising')).toEqual(['/ad/place', '/ad/pc']);
    expect(paths('zzz')).toEqual([]);
  });

  it('ranks a title match above an initials match above a path match', () => {
    // "ad" is in both English titles' text and both paths; "yhk" only as initials.
    expect(paths('ad places')).toEqual(['/ad/place']);
    expect(paths('yhk')).toEqual(['/bank']);
  });

  it('knows every reading of a polyphonic character', () => {
    expect(titleSyllables('银行')).toEqual([['yin'], expect.arrayContaining(['hang', 'xing'])]);
    expect(paths('yinhang')).toEqual(['/bank']);
  });

  it('finds by full pinyin, and by full syllables mixed with initials', () => {
    expect(paths('baimingdan')).toEqual(['/white']);
    expect(paths('bai ming dan')).toEqual(['/white']);
    expect(paths('baimd')).toEqual(['/white']);
    expect(paths('mingdan')).toEqual(['/white']); // from inside the title
    expect(paths('guanggaowei')).toEqual(['/ad/place']);
    // ü as typed: v, or u.
    expect(paths('lvse')).toEqual(['/green']);
    expect(paths('luse')).toEqual(['/green']);
    // Every letter must be used: a syllable that runs on is no match.
    expect(paths('baimingdanx')).toEqual([]);
  });
});
