/**
 * The toolbar's 导入 button and its dialog. The field index comes from the model's Config, which the list has
 * already loaded (same react-query key), so opening the dialog asks the server nothing more. After a dialog that
 * stored rows closes, the model's list queries are refetched.
 */
import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { compileForWeb } from '../../../../../renderers';
import type { FormDefinition } from '../../../../engine/types';
import { getConfig } from '../api';
import { configKey } from '../useModel';
import { ImportDialog } from './ImportDialog';

export interface ImportButtonProps {
  moduleId: string;
  label?: string;
  /** Called after rows were imported (defaults to refetching the model's lists). */
  onImported?: () => void;
}

function useFieldIndex(moduleId: string, enabled: boolean) {
  const config = useQuery({ queryKey: configKey(moduleId), queryFn: () => getConfig(moduleId), enabled,
    staleTime: Infinity });
  const formData = config.data?.data?.formData;
  return useMemo(() => {
    if (typeof formData !== 'string' || !formData) return undefined;
    try {
      return compileForWeb(JSON.parse(formData) as FormDefinition).index;
    } catch {
      return undefined; // values then show as text
    }
  }, [formData]);
}

export function ImportButton({ moduleId, label, onImported }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const index = useFieldIndex(moduleId, open);
  const closed = (imported: boolean) => {
    setOpen(false);
    if (!imported) return;
    if (onImported) onImported();
    else void client.invalidateQueries({ queryKey: ['visualdev', 'list', moduleId] });
  };
  return (
    <>
      <Button icon={<UploadOutlined />} data-testid="dm-import" onClick={() => setOpen(true)}>{label}</Button>
      {/* Mounted while open only, so every opening starts at step 1 with nothing uploaded. */}
      {open && <ImportDialog moduleId={moduleId} index={index} onClose={closed} />}
    </>
  );
}
