/** Icons a screen may show or let the user choose (menus' icons): the shell's fixed list (menuIcons.ts). */
import { useMemo, type ComponentType } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import * as NAMED_ICONS from '../../shell/layout/menuIcons';
import { useScreenT } from '../i18n';

const ICONS: Record<string, ComponentType> = NAMED_ICONS;

/** The named icon, or nothing for a name outside the list. */
export function ScreenIcon({ name }: { name: string }) {
  const Icon = ICONS[name];
  return Icon ? <Icon /> : null;
}

/** iconSelect: one of the icons, shown with its picture. */
export function IconSelectWidget(p: WidgetProps) {
  const { t } = useScreenT();
  const options = useMemo(() => Object.keys(ICONS).map((name) => ({
    value: name,
    label: <span><ScreenIcon name={name} /> {name}</span>,
  })), []);
  return (
    <Select id={p.id} showSearch allowClear value={(p.value as string) || undefined} options={options}
      placeholder={p.placeholder || t('iconPlaceholder')} disabled={p.disabled || p.readonly}
      onChange={(v) => p.onChange(v ?? undefined)} optionFilterProp="value" />
  );
}
