/**
 * The web app's implementation of the renderers' services (renderers/services): the API through the one axios
 * instance (its request rules, toasts and sign-out), the signed-in user from the session store, and printing
 * through the print templates. App.tsx provides them above every page; the file preview overrides what it fakes.
 */
import type { ReactNode } from 'react';
import { ServicesProvider, type DataService, type PrintService, type Services, type SessionService } from '../../../renderers/services';
import { http, type Http } from '../api/http';
import { imageSrc } from '../api/imageSrc';
import { usePrint } from '../print/usePrint';
import { useSession } from '../session/store';

// Each call looks `http` up when made (so a test that replaces the module's instance is the one called) and passes
// on exactly the arguments it was given.
type Args<K extends keyof Http> = Parameters<Http[K]>;
export const webData: DataService = {
  get: <T,>(...args: Args<'get'>) => http.get<T>(...args),
  post: <T,>(...args: Args<'post'>) => http.post<T>(...args),
  put: <T,>(...args: Args<'put'>) => http.put<T>(...args),
  delete: <T,>(...args: Args<'delete'>) => http.delete<T>(...args),
  fileSrc: imageSrc,
};

export const webSession: SessionService = {
  useUser: () => useSession().userInfo,
};

export const webPrint: PrintService = { usePrint };

export const webServices: Services = { data: webData, session: webSession, print: webPrint };

/** The web app's services above `children`. */
export function WebServices({ children }: { children: ReactNode }) {
  return <ServicesProvider value={webServices}>{children}</ServicesProvider>;
}
