/** The demo's business-course pages: the default year complete, the next one sparser. */
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;
const s = useTestServer(['admin']);

const get = async (url: string) => (await s.call('GET', url, { token: s.tokens.admin })).body.data as Rec;
const count = async (url: string) => Number((await get(url)).total);

it('fills every part of every course’s default year, and the next year with less', async () => {
  const courses = (await get('/nav/business_course/?limit=100')).items as Rec[];
  expect(courses.length).toBeGreaterThan(3);
  for (const c of courses) {
    const years = (await get(`/nav/business_course/${String(c.uuid)}/year/config/`)).years as { year: number; is_default: boolean }[];
    const def = years.find((y) => y.is_default)!.year;
    const next = years.find((y) => y.year === def + 1)!.year;
    const at = (y: number) => `/nav/bc/${String(c.uuid)}/year/${y}`;
    const parts = async (y: number) => ({
      floors: await count(`${at(y)}/floor/`),
      activities: await count(`${at(y)}/floor/clock_in_activity/`),
      banners: await count(`${at(y)}/banner/`),
      products: await count(`${at(y)}/products/`),
    });
    const full = await parts(def);
    const sparse = await parts(next);
    for (const [part, n] of Object.entries(full)) expect([part, n > 0]).toEqual([part, true]);
    for (const [part, n] of Object.entries(sparse)) expect([part, n > 0 && n < full[part as keyof typeof full]]).toEqual([part, true]);
    for (const doc of ['cs_entrance', 'living', 'knowledge']) expect((await get(`${at(def)}/${doc}/`)).is_enable).toBe(true);
  }
});
