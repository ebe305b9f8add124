/** Renders the screen of a route built from a menu item (types 2, 3, 4, 5, 8). */
import { lazy } from 'react';
import type { MenuRoute } from '../../engine/menu';
import { resolvePage } from '../pages/registry';
import { NotAvailablePage, PageMissing } from '../pages/system/NoticePage';

// The generated list/form page (owned by the form engineer) loads on first use.
const DynamicModel = lazy(() => import('../pages/dynamicModel/index'));
// A type-2 address without a page of its own draws its screen document (schemas/screens), loaded on first use.
const ScreenRoute = lazy(() => import('../screens/ScreenRoute'));
/** The screen document of a dynamic dictionary's entries (schemas/screens/system/dictionaryEntries.screen.json). */
const DICTIONARY_ENTRIES = 'system/dictionaryEntries';

export function MenuRouteView({ route }: { route: MenuRoute }) {
  const { meta } = route;
  switch (route.kind) {
    case 'dynamicModel':
      return <DynamicModel modelId={meta.modelId} moduleId={meta.relationId} title={meta.zhTitle} />;
    case 'page': {
      const Page = resolvePage(route.page ?? '');
      if (Page) return <Page />;
      return <ScreenRoute address={route.page ?? ''} menuId={meta.modelId}
        missing={<PageMissing page={route.page ?? route.path} />} />;
    }
    case 'dynamicDictionary':
      // A dynamic dictionary (type 4) opens the entries of its category (propertyJson.moduleId) as a screen.
      return <ScreenRoute address={DICTIONARY_ENTRIES} menuId={meta.modelId} context={{ dictionaryTypeId: meta.relationId }}
        missing={<PageMissing page={DICTIONARY_ENTRIES} />} />;
    default:
      // Data reports (5) and portals (8) arrive in later issues.
      return <NotAvailablePage title={meta.zhTitle} />;
  }
}
