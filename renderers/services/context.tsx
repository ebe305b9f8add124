/**
 * The one context through which renderers reach the application's services (types.ts). A host mounts
 * <ServicesProvider value={...}> above any renderer; a part of the tree can override some services by mounting
 * another provider with a partial value merged over the outer one.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DataService, PrintService, Services, SessionService } from './types';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ value, children }: { value: Partial<Services>; children: ReactNode }) {
  const outer = useContext(ServicesContext);
  const merged = useMemo(() => mergeServices(outer, value), [outer, value]);
  return <ServicesContext.Provider value={merged}>{children}</ServicesContext.Provider>;
}

function mergeServices(outer: Services | null, inner: Partial<Services>): Services | null {
  const data = inner.data ?? outer?.data;
  const session = inner.session ?? outer?.session;
  const print = inner.print ?? outer?.print;
  return data && session && print ? { data, session, print } : null;
}

/** The services of the nearest provider; throws when a renderer is mounted without one, naming what is missing. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Loom renderers need <ServicesProvider> with data, session and print services above them');
  return services;
}

export const useData = (): DataService => useServices().data;
export const useSessionService = (): SessionService => useServices().session;
export const usePrintService = (): PrintService => useServices().print;

/** Hook: the signed-in user, through the session service. */
export function useUser() {
  return useServices().session.useUser();
}

/** Hook: the print flow, through the print service. */
export function usePrint() {
  return useServices().print.usePrint();
}
