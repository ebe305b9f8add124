// The notice dialog shows title, release user and time, the body's formatting and its attachments, and drops what
// could run (scripts, handlers, javascript: links) from the HTML body.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';

vi.mock('../../api/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
import { setLanguage } from '../../i18n';
import { MessageDialog } from './MessageDialog';

describe('MessageDialog', () => {
  it('sanitises the body with DOMPurify and lists the attachments', async () => {
    setLanguage('zh-CN');
    render(
      <AntApp>
        <MessageDialog onClose={() => {}} message={{ id: 'm1', title: '春节放假通知', type: 1, flowType: null, isRead: '1',
          releaseUser: '管理员/admin', releaseTime: Date.UTC(2026, 0, 20, 1, 30),
          bodyText: '<p>放假<b>七天</b></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">'
            + '<a href="javascript:alert(1)">链接</a>',
          files: JSON.stringify([{ name: '安排.pdf', url: '/api/file/Download/annex/20260101_0123456789abcdef0123456789abcdef.pdf' }]) }} />
      </AntApp>,
    );
    const body = await screen.findByTestId('message-body');
    expect(body.querySelector('b')?.textContent).toBe('七天');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.getByTestId('message-meta').textContent).toContain('管理员/admin');
    expect(screen.getByTestId('message-meta').textContent).toContain('2026-01-20');
    expect(screen.getByText('安排.pdf')).toBeTruthy();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
