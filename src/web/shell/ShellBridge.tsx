import { useCallback, useEffect } from 'react';
import { App as AntApp } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { configureHttp, ERROR_TOAST_SECONDS } from '../api/http';

/** Hands the axios instance the antd toast and the router once both exist (see configureHttp). */
export function ShellBridge() {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    configureHttp({
      notify: (text, seconds) => void message.error(text, seconds),
      navigate: (path) => navigate(path, { replace: true }),
    });
  }, [message, navigate]);
  useEffect(() => {
    configureHttp({ currentPath: () => `${location.pathname}${location.search}` });
  }, [location.pathname, location.search]);
  return null;
}

/** The guard's error toast (same duration as request errors). */
export function useErrorToast(): (text: string) => void {
  const { message } = AntApp.useApp();
  return useCallback((text: string) => void message.error(text, ERROR_TOAST_SECONDS), [message]);
}
