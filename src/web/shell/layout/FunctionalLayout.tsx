/**
 * The functional layout: top navigation only. The whole menu sits in the navbar as a horizontal
 * bar whose categories open as popups; there is no sidebar, so the navbar shows no toggle.
 */
import { useSession } from '../../session/store';
import { ShellFrame } from './ShellFrame';
import { TopMenu } from './TopMenu';
import { useRouteModelId } from './useActiveMenu';

export default function FunctionalLayout() {
  const { menus } = useSession();
  const modelId = useRouteModelId();
  return <ShellFrame name="functional" topMenu={<TopMenu menus={menus} activeModelId={modelId} />} showToggle={false} />;
}
