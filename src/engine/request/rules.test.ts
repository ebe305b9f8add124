import { describe, expect, it } from 'vitest';
import {
  BASE_TIMEOUT_MS,
  LONG_CALL_TIMEOUT_MS,
  isLoginCall,
  isPassThrough,
  resetsSession,
  timeoutFor,
  timestampParam,
  urlPath,
} from './rules';

describe('timeoutFor', () => {
  it('uses the configured 1,000,000 ms for ordinary calls', () => {
    expect(BASE_TIMEOUT_MS).toBe(1_000_000);
    expect(timeoutFor('/api/oauth/CurrentUser')).toBe(1_000_000);
    expect(timeoutFor('/api/visualdev/OnlineDev/1/List')).toBe(1_000_000);
  });

  it.each([
    '/api/system/SynThirdInfo/getSynThirdTotal/1',
    '/api/extend/Email/Receive',
    '/api/permission/Authority/Data/abc',
    '/api/system/DataSync/Actions/Execute',
  ])('gives 100 s to the slow call %s', (url) => {
    expect(LONG_CALL_TIMEOUT_MS).toBe(100_000);
    expect(timeoutFor(url)).toBe(100_000);
  });

  it('honours another base timeout', () => {
    expect(timeoutFor('/api/message', 5000)).toBe(5000);
    expect(timeoutFor('/api/extend/Email/Receive', 5000)).toBe(100_000);
  });
});

describe('isPassThrough', () => {
  it('passes the data-source test call through', () => {
    expect(isPassThrough('/api/system/Base/DataSource/Actions/Test')).toBe(true);
  });
  it('passes OnlineDev config calls through', () => {
    expect(isPassThrough('/api/visualdev/OnlineDev/123/Config')).toBe(true);
  });
  it('passes portal auth calls through', () => {
    expect(isPassThrough('/api/visualdev/Portal/1/auth')).toBe(true);
  });
  it('handles everything else normally', () => {
    expect(isPassThrough('/api/visualdev/OnlineDev/123/List')).toBe(false);
    expect(isPassThrough('/api/system/SysConfig')).toBe(false);
    expect(isPassThrough('/api/visualdev/Portal/1')).toBe(false);
  });
});

describe('resetsSession', () => {
  it.each([600, 601, 602])('resets on %i for ordinary calls', (code) => {
    expect(resetsSession(code, '/api/oauth/CurrentUser')).toBe(true);
    expect(resetsSession(code, '/api/message?n=1')).toBe(true);
  });
  it.each([600, 601, 602])('keeps the session on %i from Login and LockScreen', (code) => {
    expect(resetsSession(code, '/api/oauth/Login')).toBe(false);
    expect(resetsSession(code, '/api/oauth/Login?n=17')).toBe(false);
    expect(resetsSession(code, '/api/oauth/LockScreen')).toBe(false);
    expect(resetsSession(code, 'http://host:3000/api/oauth/LockScreen')).toBe(false);
  });
  it('does not reset on other codes', () => {
    for (const code of [200, 400, 401, 403, 404, 500, 603]) expect(resetsSession(code, '/api/message')).toBe(false);
  });
  it('does not mistake a longer path for the login call', () => {
    expect(resetsSession(600, '/api/oauth/LoginConfig')).toBe(true);
  });
});

describe('isLoginCall / urlPath', () => {
  it('recognises the login call with or without query and host', () => {
    expect(isLoginCall('/api/oauth/Login')).toBe(true);
    expect(isLoginCall('/api/oauth/Login?n=1')).toBe(true);
    expect(isLoginCall('https://x.test/api/oauth/Login')).toBe(true);
    expect(isLoginCall('/api/oauth/Logout')).toBe(false);
  });
  it('strips query, fragment and origin', () => {
    expect(urlPath('/a/b?c=1#d')).toBe('/a/b');
    expect(urlPath('http://h:1/a')).toBe('/a');
    expect(urlPath('http://h:1')).toBe('/');
  });
});

describe('timestampParam', () => {
  it('is the unix time in whole seconds', () => {
    expect(timestampParam(1_700_000_123_999)).toBe(1_700_000_123);
    const now = timestampParam();
    expect(Math.abs(now - Date.now() / 1000)).toBeLessThan(2);
  });
});
