/**
 * The preview of a generated function: a banner saying it is a preview (with the definition's problems when the
 * files have any) above the generated list page, which opens the form and the detail view. Used by the file
 * preview (src/web/preview/main.tsx) and by the app's /previewModel page.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import DynamicModel from '../pages/dynamicModel/index';
import { getConfig } from '../pages/dynamicModel/api';
import { configKey } from '../pages/dynamicModel/useModel';
import { getSession, setSessionData } from '../session/store';
import type { ColumnData, FormDefinition, OnlineDevConfig } from '../../engine/types';
import { previewPermission } from './grantAll';
import { PrintContext } from '../print/context';
import './i18n';

export interface PreviewViewProps {
  /** visualdev id the OnlineDev calls use. */
  moduleId: string;
  /** 'file': served from definition files by `npm run preview`; 'model': a stored definition. */
  mode: 'file' | 'model';
}

type PreviewConfig = OnlineDevConfig & { previewProblems?: string[] };
const PREVIEW_PRINT = { disabled: true };

function parse<T>(text: unknown): T | null {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function PreviewView({ moduleId, mode }: PreviewViewProps) {
  const { t } = useTranslation('preview');
  const modelId = `preview:${moduleId}`;
  // Same key and call as the list page's own Config query: one request serves both.
  const config = useQuery({ queryKey: configKey(moduleId), queryFn: () => getConfig(moduleId), staleTime: Infinity });
  const data = config.data?.code === 200 ? (config.data.data as PreviewConfig | undefined) : undefined;
  const name = data?.fullName || moduleId;
  const entry = useMemo(() => {
    const formData = parse<FormDefinition>(data?.formData);
    const columnData = parse<ColumnData>(data?.columnData);
    return formData && columnData ? previewPermission(modelId, name, formData, columnData) : null;
  }, [data, modelId, name]);
  const [granted, setGranted] = useState<string | null>(null);
  useEffect(() => {
    if (!entry) return;
    const s = getSession();
    setSessionData({ userInfo: s.userInfo, menus: s.menus, routes: s.routes, sysConfig: s.sysConfig,
      permissions: [...s.permissions.filter((p) => p.modelId !== modelId), entry] });
    setGranted(modelId);
  }, [entry, modelId]);

  const problems = data?.previewProblems ?? [];
  const ready = !config.isLoading && (!entry || granted === modelId);
  return (
    <div data-testid="preview-page">
      <Alert
        banner
        data-testid="preview-banner"
        type={problems.length ? 'warning' : 'info'}
        title={t(mode === 'file' ? 'fileBanner' : 'modelBanner', { name })}
        description={problems.length ? (
          <div data-testid="preview-problems">
            {t('problems', { count: problems.length })}
            <ul style={{ margin: 0, paddingLeft: 20 }}>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
          </div>
        ) : undefined}
      />
      {/* Function preview refuses print with 功能预览不支持打印. */}
      <PrintContext.Provider value={PREVIEW_PRINT}>
        {ready ? <DynamicModel modelId={modelId} moduleId={moduleId} title={name} /> : <Spin style={{ display: 'block', margin: 48 }} />}
      </PrintContext.Provider>
    </div>
  );
}
