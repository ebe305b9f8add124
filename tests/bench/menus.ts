// Find the seeded generated form with a sub-table through the public API, as a user's browser would.
import type { CurrentUserData, MenuItem } from '../../src/engine/types';

export async function findFormMenu(url: string, token: string): Promise<{ path: string; moduleId: string }> {
  const res = await fetch(`${url}/api/oauth/CurrentUser`, { headers: { authorization: token } });
  const body = (await res.json()) as { data: CurrentUserData };
  const all: MenuItem[] = [];
  const walk = (items: MenuItem[]) => items.forEach((m) => { all.push(m); walk(m.children ?? []); });
  walk(body.data.routerList);
  const forms = all.filter((m) => m.type === 3);
  const menu = forms[forms.length - 1];
  if (!menu) throw new Error('no generated-form menu in the seed');
  const moduleId = JSON.parse(menu.propertyJson ?? '{}').moduleId as string;
  return { path: `/${String(menu.urlAddress).replace(/^\//, '')}`, moduleId };
}
