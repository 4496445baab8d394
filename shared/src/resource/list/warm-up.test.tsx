import { act, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { http } from '@admin/shared/api';
import { DEMO_ROLES } from '@admin/shared/contract';
import { adRecord, renderInApp, searchAdDef, signInWith } from '../test-kit';
import { forgetPreloaded } from './preload';
import { listWarmUp } from './warm-up';

describe('listWarmUp', () => {
  const sent: string[] = [];
  const saved = http.defaults.adapter;
  beforeEach(() => {
    sent.length = 0;
    // Every request the warm-up might make is recorded and refused: it must make none.
    const adapter: AxiosAdapter = async (config) => {
      sent.push(`${config.method?.toUpperCase()} ${config.url}`);
      throw new Error('a warm-up sends nothing');
    };
    http.defaults.adapter = adapter;
    signInWith(DEMO_ROLES.ads);
  });
  afterEach(() => {
    http.defaults.adapter = saved;
    forgetPreloaded();
  });

  it('draws the list screen with its rows in its first render, from memory, sending no request', async () => {
    const def = { ...searchAdDef, name: 'test.warm-up' };
    renderInApp(await listWarmUp(def, [adRecord(1, { title: '预热一' }), adRecord(2, { title: '预热二' })]));
    // Read ahead from memory: the rows are there without waiting for an answer.
    expect(screen.getByText('预热一')).toBeInTheDocument();
    expect(screen.getByText('预热二')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50))); // the screen's effects (its reads) have run
    expect(sent).toEqual([]);
  });
});
