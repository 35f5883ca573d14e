import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiProcess, startApiProcess } from '../test/api-process';
import { TEST_JWT_SECRET } from '../test/test-app';
import { tinyPng } from '../test/upload-forms';
import { until } from '../test/waiting';
import { fetchPoster, signInStaff } from '../test/staff-sign-in';

// A running API keeps its pictures tidy (ops/image-upkeep.ts, an hourly job: decisions/scheduled-jobs.md): files that
// a request stored before it was cut off (`kill -9` between the file and the row's commit) are removed once old
// enough, and pictures from before copies existed get their thumbnail and preview. A real process on the embedded
// database, as `pnpm start` runs it (its own worker: JOBS_RUN's default), where an owner runs the job now; once, in
// the PGlite project.
jest.setTimeout(120_000);
const describeOnce = process.env.API_TEST_DB === 'postgres' ? describe.skip : describe;
// The staff login signs in with its password alone (decisions/staff-access.md: owners need a second factor by default).
const staff = { ADMIN_EMAIL: 'upkeep@dukkan.kw', ADMIN_PASSWORD: 'upkeep test password' };

describeOnce('image upkeep in a running API', () => {
  let dataDir: string;
  let api: ApiProcess | null = null;
  afterAll(async () => {
    await api?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes files left by requests that never committed, keeps every picture a row shows, and adds missing copies', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-upkeep-'));
    const uploads = path.join(dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    // What a request cut off by kill -9 leaves: a picture and its copies, and no row.
    const stranded = randomUUID();
    for (const name of [`${stranded}.png`, `${stranded}.thumbnail.webp`, `${stranded}.preview.webp`]) {
      writeFileSync(path.join(uploads, name), tinyPng(4));
      utimesSync(path.join(uploads, name), twoHoursAgo, twoHoursAgo);
    }
    // A stranded file from a minute ago may belong to a request still writing its row: kept.
    const recent = `${randomUUID()}.png`;
    writeFileSync(path.join(uploads, recent), tinyPng(4));

    api = await startApiProcess({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, ...staff });
    // An owner: its first sign-in sets its second factor up (decisions/staff-access.md).
    const { authorization } = await signInStaff(fetchPoster(api.origin), { email: staff.ADMIN_EMAIL, password: staff.ADMIN_PASSWORD });
    const asOwner = { authorization };
    // The process works its own schedule: the image upkeep is on it, hourly.
    await until('the process runs its jobs', async () => {
      const answer = (await (await fetch(`${api?.origin}/api/jobs`, { headers: asOwner })).json()) as { data: { working: boolean; jobs: { name: string; everySeconds: number | null }[] } };
      return answer.data.working && answer.data.jobs.some((job) => job.name === 'image-upkeep' && job.everySeconds === 3600);
    }, 30_000, 200);
    const run = await fetch(`${api.origin}/api/jobs/image-upkeep/run`, { method: 'POST', headers: asOwner });
    expect(run.status).toBe(202);
    await until('the stranded picture is removed', () => !existsSync(path.join(uploads, `${stranded}.png`)), 30_000, 200);

    const files = readdirSync(uploads);
    expect(files.filter((name) => name.startsWith(stranded))).toEqual([]);
    expect(files).toContain(recent);
    // The recent one got its copies; every demo picture (seeded at start) is still there.
    expect(files).toEqual(expect.arrayContaining([recent.replace('.png', '.thumbnail.webp'), recent.replace('.png', '.preview.webp')]));
    const shops = (await (await fetch(`${api.origin}/api/shop`, { headers: asOwner })).json()) as {
      data: { items: { image: string | null }[] };
    };
    const shown = shops.data.items.map((shop) => shop.image).filter((url): url is string => Boolean(url));
    expect(shown.length).toBeGreaterThan(0);
    for (const url of shown) expect(files).toContain(url.split('/').pop());
  });
});
