/**
 * The API paths each signed-in screen asks for first, exactly as the screen asks for them (with
 * their default filters). The page's boot script (boot.ts) asks for them before any of the app's code
 * has downloaded. A path listed here that the screen no longer asks for is a wasted request, so
 * e2e/navigation.spec.ts fails when an early answer is left untaken. Data only: vite.config.ts reads it.
 */
/** What every signed-in screen's frame shows: the account, the plan's allowance, the counts. */
const FRAME = ['/api/users/me/', '/api/billing/', '/api/dashboard/stats'];

export const SCREEN_DATA: Record<string, string[]> = {
  '/dashboard': ['/api/videos?limit=8'],
  '/create': ['/api/users/me/prompt-instructions/', '/api/voices/clones/'],
  '/ai-generate': ['/api/users/me/prompt-instructions/', '/api/voices/clones/'],
  '/upload-video': [],
  '/voices': ['/api/scripts/voices/with-previews/'],
  '/my-content': ['/api/content?sort=newest&limit=24'],
  '/scripts': ['/api/scripts/?page=1&page_size=12'],
  '/social': ['/api/social/analytics/dashboard/', '/api/social/connection-status/', '/api/social/posts/'],
  '/channels': ['/api/channels'],
  '/channels/brand-kits': ['/api/brand-kits'],
  '/analytics': [
    '/api/analytics/top-posts?period=30d&platform=all&scope=me',
    '/api/analytics/ideas?page=0',
    '/api/analytics/overview?period=30d&platform=all&scope=me',
    '/api/analytics/insights?platform=all&scope=me',
  ],
  '/monetization': ['/api/monetization/products', '/api/monetization/overview?period=month&scope=me'],
  '/trending': ['/api/trending/saved'],
  '/settings': [
    '/api/developer/keys/',
    '/api/voices/clones/',
    '/api/users/me/prompt-instructions/',
    '/api/notifications/settings/',
    '/api/account/export',
  ],
};

/** Every path a screen asks for early: its frame's and its own. */
export const earlyPaths = (): Record<string, string[]> =>
  Object.fromEntries(Object.entries(SCREEN_DATA).map(([screen, own]) => [screen, [...FRAME, ...own]]));
