/** The navbar's bell with its message drawer, and the message socket that feeds the bell's count. */
import { useState } from 'react';
import { NoticeBadge } from '../navbar/NoticeBadge';
import { MessageDrawer } from './MessageDrawer';
import { MessageSocket } from './MessageSocket';

export function NoticeBell() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MessageSocket />
      <NoticeBadge onOpen={() => setOpen(true)} />
      <MessageDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
