import { insertMany, type DemoSeed } from '../../seed/demo-seed';
import { CONSOLE_CLIENT_ID } from './account';

const SITES = [
  { client_id: CONSOLE_CLIENT_ID, name: '考研运营后台', get_host: '/admin/', is_open_new_win: 0, sort: 1 },
  { client_id: 'abroad-admin', name: '留学运营后台', get_host: 'https://abroad-admin.example.com/admin/', is_open_new_win: 0, sort: 2 },
  { client_id: 'crm', name: '客服工单系统', get_host: 'https://crm.example.com/', is_open_new_win: 1, sort: 3 },
  { client_id: 'data-board', name: '数据看板', get_host: 'https://bi.example.com/board', is_open_new_win: 1, sort: 4 },
];

/** The sites of the single sign-on's site switcher: this console and the other back offices. */
export const siteSeed: DemoSeed = {
  tables: ['site'],
  run: ({ db, meta }) =>
    insertMany(
      db,
      'site',
      SITES.map((s) => ({ ...s, ...meta(200) })),
    ),
};
