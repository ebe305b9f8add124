/**
 * The plain layout: a sidebar always collapsed to 64 px of icons whose groups open as popups. It
 * never expands, on mobile too (it is narrow enough), so the navbar shows no toggle.
 */
import { useSession } from '../../session/store';
import { ShellFrame } from './ShellFrame';
import { Sidebar } from './Sidebar';

export default function PlainLayout() {
  const { menus } = useSession();
  return <ShellFrame name="plain" sidebar={<Sidebar menus={menus} iconsOnly />} showToggle={false} />;
}
