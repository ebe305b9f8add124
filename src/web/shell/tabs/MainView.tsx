/** The main area under navbar and tabs: the current page (page cache comes with the tabs bar). */
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';

export function MainView() {
  return (
    <Layout.Content data-testid="main-view" style={{ padding: 16, overflow: 'auto' }}>
      <Outlet />
    </Layout.Content>
  );
}
