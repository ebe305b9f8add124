/** sys_config: key → JSON value. */
import type { Db } from './index';

export type SysConfig = Record<string, unknown>;

export async function readSysConfig(db: Db): Promise<SysConfig> {
  const rows = await db.selectFrom('sysConfig').selectAll().execute();
  const out: SysConfig = {};
  for (const r of rows) {
    try {
      out[r.configKey] = JSON.parse(r.configValue);
    } catch {
      out[r.configKey] = r.configValue;
    }
  }
  return out;
}

/** Numeric setting with a fallback (values may be stored as numbers or numeric strings). */
export function numSetting(cfg: SysConfig, key: string, fallback: number): number {
  const n = Number(cfg[key]);
  return cfg[key] === undefined || cfg[key] === '' || Number.isNaN(n) ? fallback : n;
}
