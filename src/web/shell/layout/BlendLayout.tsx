/**
 * The blend layout: the root entries in the top bar; choosing a category there selects it, goes
 * to its first page and fills the left menu with its children; other entries are plain links. The left menu shows
 * the category of the current page, else the last one chosen, else the first.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { activeTopEntry, firstLeafPath, opensSideMenu, type MenuNode } from '../../../engine/menu';
import { useSession } from '../../session/store';
import { ShellFrame } from './ShellFrame';
import { Sidebar } from './Sidebar';
import { TopMenu } from './TopMenu';
import { useRouteModelId } from './useActiveMenu';

export default function BlendLayout() {
  const { menus } = useSession();
  const navigate = useNavigate();
  const modelId = useRouteModelId();
  const routeTop = useMemo(() => activeTopEntry(menus, modelId), [menus, modelId]);
  const categories = useMemo(() => menus.filter(opensSideMenu), [menus]);
  const [chosenKey, setChosenKey] = useState<string | undefined>(() =>
    routeTop && opensSideMenu(routeTop) ? routeTop.key : undefined,
  );

  // Arriving on a page by other means (tabs, URL, search) follows it to its category.
  useEffect(() => {
    if (routeTop && opensSideMenu(routeTop)) setChosenKey(routeTop.key);
  }, [routeTop]);

  const chosen = categories.find((c) => c.key === chosenKey);
  const side = chosen ?? categories[0];

  const choose = (node: MenuNode) => {
    setChosenKey(node.key);
    const path = firstLeafPath(node);
    if (path) navigate(path);
  };

  return (
    <ShellFrame
      name="blend"
      sidebar={side ? <Sidebar menus={side.children ?? []} /> : undefined}
      topMenu={<TopMenu menus={menus} flat onChoose={choose} activeModelId={routeTop?.modelId ?? chosen?.modelId} />}
      showToggle={!!side}
    />
  );
}
