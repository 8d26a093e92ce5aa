import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MARKS_KEY } from '../src/lib/roadmap-marks/marks-format';
import { collected, startClass } from './class-helpers';
import { INTEREST_SCALE, INTEREST_STATEMENTS } from '../src/data/interests';
import { INTERESTS_KEY } from '../src/lib/interests/answers-format';
import { answerQuiz, blockStockPhotos, expect, test, waitForHydration } from './fixtures';

/*
 * The footer's line on every page (review 3, E4) against what the running binary does: answers,
 * interests, roadmap marks and lessons never reach the server, and what the server keeps of its own is an
 * access log of which page was asked for and when (server/src/telemetry.rs), nothing more.
 */
const binary = fileURLToPath(new URL('../../server/target/release/stezhka', import.meta.url));

/** The binary on a free port with its access log on, and every line it writes to stderr. */
function serverWithLog(): Promise<{ url: string; child: ChildProcess; log: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], {
      env: { ...process.env, STEZHKA_ADDR: '127.0.0.1:0', RUST_LOG: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    let rest = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      log.push(...lines);
    });
    child.once('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(chunk.toString());
      if (match) resolve({ url: match[1]!, child, log });
    });
  });
}

test('the footer says what the server keeps, and the server keeps just that', async ({ browser }) => {
  test.setTimeout(60_000);
  const server = await serverWithLog();
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await blockStockPhotos(context);
    const sent: { url: string; body: string | null }[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith(server.url)) sent.push({ url: request.url(), body: request.postData() });
    });
    const page = await context.newPage();

    // A student rates the interest statements and opens the result's link; takes the quiz and shows the
    // code (with the interests in its QR code); ticks a step of a roadmap; an adviser counts the code.
    await page.goto('/interests');
    await waitForHydration(page, 'main form button[type=submit]');
    for (const [i, statement] of INTEREST_STATEMENTS.entries())
      await page.getByText(INTEREST_SCALE[statement.type === 'S' ? 4 : i % 3]!, { exact: true }).click();
    await expect(page.locator('[data-interests-result]')).toBeVisible();
    const interests = (await page.evaluate((key) => localStorage.getItem(key), INTERESTS_KEY))!;
    const interestLink = (await page.locator('[data-print-address] span').textContent())!;
    const interestCode = interestLink.split('#i=')[1]!;
    await page.goto(`/interests#i=${interestCode}`);
    await expect(page.locator('[data-interests-result]')).toBeVisible();

    await answerQuiz(page, ['technical', 'lab', 'stability', 'business', 'hands-on']);
    await page.getByRole('button', { name: 'Показати вчителю' }).click();
    const spoken = (await page.locator('[data-teacher-code]').textContent())!.toLowerCase();
    const [code, tag] = spoken.split('-') as [string, string];
    await page.goto('/profession/software-engineer');
    const box = page.getByRole('checkbox', { name: /^Пройдено:/ }).first();
    await box.check();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), MARKS_KEY)).not.toBeNull();
    const marks = (await page.evaluate((key) => localStorage.getItem(key), MARKS_KEY))!;
    await startClass(page, 'Лейбл-9Ґ');
    const codeField = page.getByLabel('Код з екрана учня');
    await codeField.fill(spoken);
    await codeField.press('Enter');
    await expect(collected(page)).toHaveText('Зібрано: 1');

    // What the footer says.
    await expect(page.getByRole('contentinfo')).toContainText(
      'відповіді тесту, інтереси, збережені професії, позначені кроки і\u00A0результати класу, зібрані на сторінці «Урок із\u00A0класом», залишаються в\u00A0браузері й\u00A0на сервер не надсилаються. Сервер веде журнал запитів (яку сторінку й\u00A0коли відкрито)',
    );

    // The browser sent none of it: no fragment, no body, no code, tag, mark or label in an address.
    const secrets = [
      `${code}-${tag}`,
      interestCode,
      interests,
      encodeURIComponent(interests),
      `r=${code}`,
      'Лейбл',
      encodeURIComponent('Лейбл'),
      marks,
      encodeURIComponent(marks),
    ];
    expect(sent.length).toBeGreaterThan(10);
    for (const { url, body } of sent) {
      expect(url).not.toContain('#');
      expect(body, url).toBeNull();
      for (const secret of secrets) expect(url.toLowerCase()).not.toContain(secret.toLowerCase());
    }

    // The server's own log: one line per request, with the method, the path, the status and the time.
    const access = () =>
      server.log
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { target: string; fields: Record<string, unknown> })
        .filter((line) => line.target === 'access');
    await expect.poll(() => access().some((line) => line.fields.path === '/class')).toBe(true);
    for (const line of access())
      expect(Object.keys(line.fields).sort()).toEqual(['method', 'micros', 'path', 'status']);
    const paths = access().map((line) => line.fields.path);
    expect(paths).toEqual(expect.arrayContaining(['/quiz', '/profession/software-engineer', '/class']));
    const everything = server.log.join('\n').toLowerCase();
    for (const secret of [`${code}-${tag}`, interestCode, 'лейбл', marks.toLowerCase()])
      expect(everything).not.toContain(secret);
    expect(paths).toContain('/interests');
  } finally {
    await context.close();
    server.child.kill('SIGTERM');
  }
});
