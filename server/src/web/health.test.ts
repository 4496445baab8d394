import { onPostgres } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demo: false });
}, 60_000);
afterAll(async () => s.close());

const get = async (url: string) => {
  const r = await s.app.inject({ url });
  return { status: r.statusCode, body: r.json() };
};

describe('health and readiness', () => {
  it('report a reachable database with exactly this build’s migrations, without a token or header', async () => {
    const h = await get('/admin_api/health');
    expect(h.status).toBe(200);
    expect(h.body).toEqual({
      code: 20000,
      msg: 'ok',
      data: expect.objectContaining({
        database: 'ok',
        dialect: onPostgres() ? 'postgres' : 'sqlite',
        migrations: expect.objectContaining({ current: true }),
        draining: false,
      }),
    });
    expect((await get('/admin_api/ready')).body).toEqual(expect.objectContaining({ code: 20000, data: expect.objectContaining({ ready: true }) }));
  });

  it('fail when the database holds a migration this build does not know (a newer version migrated it)', async () => {
    await s.db.insertInto('schema_migration').values({ name: '999-from-the-future', timestamp: new Date().toISOString() }).execute();
    try {
      for (const url of ['/admin_api/health', '/admin_api/ready']) {
        const r = await get(url);
        expect(r.status).toBe(500);
        expect(r.body.code).toBe(50000);
        expect(r.body.msg).toContain('999-from-the-future');
      }
    } finally {
      await s.db.deleteFrom('schema_migration').where('name', '=', '999-from-the-future').execute();
    }
    expect((await get('/admin_api/health')).body.code).toBe(20000);
  });

  it('readiness fails while the process drains; health still describes the database', async () => {
    s.app.info.lifecycle.draining = true;
    try {
      const r = await get('/admin_api/ready');
      expect(r.status).toBe(500);
      expect(r.body).toEqual(expect.objectContaining({ code: 50000, data: expect.objectContaining({ ready: false, draining: true }) }));
      expect((await get('/admin_api/health')).body).toEqual(expect.objectContaining({ code: 20000, data: expect.objectContaining({ draining: true }) }));
    } finally {
      s.app.info.lifecycle.draining = false;
    }
  });
});
