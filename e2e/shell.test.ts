import { describe, expect, it } from 'vitest';
import { gotoHome, newPage, VIEWPORTS } from './support/browser.ts';
import { gotoPageOnStoppedClock, runClockUntil, stopClock } from './support/clock.ts';
import { useAppAndBrowser } from './support/suite.ts';

const suite = useAppAndBrowser();

describe('app shell', () => {
  it('header turns opaque only after scrolling more than 10 px', async () => {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: { width: 1280, height: 400 },
    });
    await gotoHome(page, suite.app.url);
    const header = page.locator('header').first();
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    // Exactly 10 px: once the page has handled that scroll (its scroll event, then a task for
    // what the event's handlers scheduled), the header is still clear.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => setTimeout(resolve), { once: true });
          window.scrollTo(0, 10);
        }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(10);
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    const shadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile menu opens, lists FAQ (mobile only) and closes on route change', async () => {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
    });
    await gotoHome(page, suite.app.url);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    const faq = menu.getByRole('link', { name: 'FAQ' });
    expect(await faq.count()).toBe(1);
    await faq.click();
    await page.waitForURL(`${suite.app.url}/faq`);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps FAQ out of the desktop header', async () => {
    const { page, context } = await newPage(suite.browser);
    await gotoHome(page, suite.app.url);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.locator('header').getByRole('link', { name: 'FAQ', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows the footer on the home page only', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHome(page, suite.app.url);
    const footer = page.locator('footer');
    await footer.waitFor({ state: 'attached' });
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      expect(await footer.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await footer.locator('input[type="email"]').count()).toBe(1);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${suite.app.url}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    await page.goto(`${suite.app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a friendly not-found page for unknown routes, with a way home', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    const res = await page.goto(`${suite.app.url}/definitely/not/here`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('/definitely/not/here').count()).toBeGreaterThan(0);
    await page.locator('main').getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${suite.app.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(Object.entries(VIEWPORTS))(
    'home has no horizontal scrolling at %s width',
    async (_name, viewport) => {
      const { page, context } = await newPage(suite.browser, { viewport });
      await gotoHome(page, suite.app.url);
      await page.locator('footer').waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    },
  );

  it('hero demo greets by first name, or "there" when blank, and sends nothing', async () => {
    const { page, context } = await newPage(suite.browser);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') sent.push(r.url());
    });
    await gotoHome(page, suite.app.url);
    const hero = page.locator('#signup');
    await hero.getByLabel('First name').fill('Priya');
    await hero.getByRole('button', { name: 'Personalize it free' }).click();
    const greeting = hero.getByTestId('hero-greeting');
    await greeting.getByRole('heading', { name: 'Hi Priya!' }).waitFor();
    expect(await greeting.getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe(
      '/editor',
    );
    expect(await hero.getByRole('button', { name: 'Personalize it free' }).count()).toBe(0);
    await page.reload();
    await page.locator('#prerender').waitFor({ state: 'detached' });
    await hero.getByLabel('First name').fill('   ');
    await hero.getByRole('button', { name: 'Personalize it free' }).click();
    await greeting.getByRole('heading', { name: 'Hi there!' }).waitFor();
    expect(sent).toEqual([]);
    await context.close();
  });

  it('Tools menu lists every route of the route table and search filters them', async () => {
    const featureSlugs =
      'ai-image action-figures retro-action-figures music-star-action-figures tv-show-action-figures ' +
      'wrestling-action-figures ghibli-style cartoon-style meme-generator crazy-image';
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHome(page, suite.app.url);
    await page.getByRole('button', { name: 'Tools' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const hrefs = await menu
      .getByRole('menuitem')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const route of [
      '/editor',
      '/gif-editor',
      ...featureSlugs.split(' ').map((slug) => `/features/${slug}`),
      '/fonts',
      '/tokens',
      '/gemini-docs',
      '/debug',
      '/how-it-works',
      '/benefits',
      '/templates',
      '/integrations',
      '/testimonials',
    ]) {
      expect(hrefs).toContain(route);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByPlaceholder('Search tools and pages...');
    await input.fill('wrestling');
    const results = page.locator('#site-search').getByRole('link');
    await expect.poll(() => results.count()).toBe(1);
    expect(await results.first().getAttribute('href')).toBe('/features/wrestling-action-figures');
    await input.fill('zzzz-nothing');
    await page.getByTestId('search-empty').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#site-search').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('notifications-dot').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('header menus load on first interest and keyboard focus survives the swap', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/features`);
    const header = page.locator('header[data-menus]');
    expect(await header.getAttribute('data-menus')).toBe('deferred');
    // Tab into the header: the first focus loads the menus; focus must stay on a header control.
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab'); // Tools
    await page.locator('header[data-menus="ready"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-header-menu'))).toBe('tools');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await context.close();

    // A click on a placeholder before the menus are loaded opens that menu once they arrive.
    const second = await newPage(suite.browser);
    await second.page.goto(`${suite.app.url}/features`);
    await second.page.getByRole('button', { name: 'Settings' }).click();
    await second.page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect(await second.page.getByRole('link', { name: /Fonts/ }).isVisible()).toBe(true);
    await second.context.close();

    // The menus arriving between the press and the release still open the pressed menu (the
    // browser sends no click when the element under the pointer changed in between).
    const third = await newPage(suite.browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await third.page.route(/header-menus-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await third.page.goto(`${suite.app.url}/features`);
    // hover() waits until the button stops moving (the page is still laying out) and points at it.
    // The header can still shift while the page settles; point again until Settings is the
    // element under the pointer.
    await expect
      .poll(async () => {
        await third.page.getByRole('button', { name: 'Settings' }).hover();
        return third.page.evaluate(() =>
          document.querySelector(':hover[data-header-menu]')?.getAttribute('data-header-menu'),
        );
      })
      .toBe('settings');
    await third.page.mouse.down();
    release();
    await third.page.locator('header[data-menus="ready"]').waitFor();
    await third.page.mouse.up();
    await third.page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect([...errors, ...second.errors, ...third.errors]).toEqual([]);
    await third.context.close();
  });

  it('tooltips wait 300 ms before showing', async () => {
    const { page, context } = await newPage(suite.browser);
    // The 300 ms are the page's: on a stopped clock, 120 ms after the hover means 120 ms of the
    // page's time, however slow the machine.
    await stopClock(page);
    await gotoPageOnStoppedClock(page, `${suite.app.url}/`);
    await page.getByRole('button', { name: 'Notifications' }).hover();
    await page.clock.runFor(120);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    // Shown within 2 s more of the page's time (the frames run one by one until it is).
    await runClockUntil(page, page.getByRole('tooltip').first(), 'visible', 2_000);
    const width = await page
      .getByRole('tooltip')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(200);
    await context.close();
  });
});
