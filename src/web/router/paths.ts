/** Fixed paths of the shell and the paths reachable without signing in. */

/** Reachable without a token (including the hidden ones). */
export const PUBLIC_PATHS = [
  '/login',
  '/auth-redirect',
  '/sso',
  '/exchange',
  '/formShortLink',
  '/screen',
  '/noticeboard',
  '/traceabilityplatform',
  '/produce',
  '/purchase',
  '/quality',
  '/healthrecipes',
  '/Information',
  '/data_clientchange/index',
  '/lockScreen',
] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname) || pathname.startsWith('/redirect/');
}

/** Fixed routes under the main layout with the i18n key of their title. */
export const FIXED_ROUTES: { path: string; titleKey: string }[] = [
  { path: '/home', titleKey: 'route.home' },
  { path: '/dashboard', titleKey: 'route.dashboard' },
  { path: '/messageRecord', titleKey: 'route.messageRecord' },
  { path: '/previewModel', titleKey: 'route.previewModel' },
  { path: '/profile', titleKey: 'route.profile' },
  { path: '/emailDetail', titleKey: 'route.emailDetail' },
  { path: '/workFlowDetail', titleKey: 'route.workFlowDetail' },
  { path: '/externalLink', titleKey: 'route.externalLink' },
  { path: '/workFlow/entrust', titleKey: 'route.entrust' },
  { path: '/404', titleKey: 'route.notFound' },
];

/** Title keys of the public pages that have one. */
export const PUBLIC_TITLES: Record<string, string> = { '/login': 'route.login', '/lockScreen': 'route.lockScreen' };

/** `/login?redirect=<path>` for a wanted location. */
export function loginRedirect(fullPath: string): string {
  return fullPath && fullPath !== '/' ? `/login?redirect=${encodeURIComponent(fullPath)}` : '/login';
}

/** Where to go after login: the redirect query when it is an in-app path, else '/'. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  // Only same-origin paths: '//evil.example' or 'https://…' would leave the app.
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}
