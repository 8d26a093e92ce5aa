import { expect, test } from './auth-fixtures';

/*
 * The sign-in tests depend on the gapi stand-in (e2e/fixtures/gapi-standin.js). The emulator's
 * helper frame creates its end of the channel only some timer tasks after its 'load'; under load
 * that came after the SDK's first ping, which was then lost and failed sign-in now and then in
 * the parallel run. Here the frame's end comes deliberately late, so the race is decided every time.
 */
const PAGE = 'http://page.standin.test/';
const FRAME = 'http://frame.standin.test/';

test('the gapi stand-in delivers what the page sends before the frame listens', async ({ page }) => {
  await page.route(PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><body><script>
        window.pinged = false;
        window.gapi_onload = () => gapi.iframes.getContext().open({ url: '${FRAME}' }, (frame) => {
          frame.ping(() => { window.pinged = true; });
          return frame;
        });
      </script><script src="https://apis.google.com/js/api.js"></script>`,
    }),
  );
  await page.route(FRAME, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><body><script>
        window.gapi_onload = () => setTimeout(() => gapi.iframes.getContext().getParentIframe(), 300);
      </script><script src="https://apis.google.com/js/api.js"></script>`,
    }),
  );

  await page.goto(PAGE);
  await expect.poll(() => page.evaluate(() => (window as unknown as { pinged: boolean }).pinged)).toBe(true);
});
