/** The classic layout: 280 px side navigation with the whole menu, navbar, tabs bar, main area. */
import { useSession } from '../../session/store';
import { ShellFrame } from './ShellFrame';
import { Sidebar } from './Sidebar';

export default function ClassicLayout() {
  const { menus } = useSession();
  return <ShellFrame name="classic" sidebar={<Sidebar menus={menus} />} showToggle />;
}
