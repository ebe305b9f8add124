import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';
import { createMenuSearch, type MenuSearchEntry } from './searchMenus';

/**
 * Header menu search: fuzzy search over the session's permitted menus; choosing an entry opens it
 * in the app, or in a new tab for outside addresses.
 */
export function MenuSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menus } = useSession();
  const search = useMemo(() => createMenuSearch(menus), [menus]);
  const [query, setQuery] = useState('');
  const found = useMemo(() => search(query), [search, query]);

  const open = (entry: MenuSearchEntry | undefined) => {
    setQuery('');
    if (!entry) return;
    if (entry.external) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(entry.path);
  };

  return (
    <Select<string>
      data-testid="menu-search"
      aria-label={t('navbar.search')}
      placeholder={t('navbar.search')}
      style={{ width: 200 }}
      variant="borderless"
      suffixIcon={<SearchOutlined />}
      value={null}
      showSearch={{ searchValue: query, onSearch: setQuery, filterOption: false }}
      notFoundContent={query.trim() ? t('navbar.searchEmpty') : null}
      options={found.map((e) => ({
        value: e.key,
        label: (
          <span data-testid={`menu-search-option-${e.key}`} title={e.path}>
            {e.title}
          </span>
        ),
      }))}
      onSelect={(key) => open(found.find((e) => e.key === key))}
    />
  );
}
