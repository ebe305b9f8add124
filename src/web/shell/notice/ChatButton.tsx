/** The navbar's chat icon with its drawer. */
import { useState } from 'react';
import { ChatIcon } from '../navbar/ChatIcon';
import { ChatDrawer } from './chat/ChatDrawer';

export function ChatButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ChatIcon onOpen={() => setOpen(true)} />
      <ChatDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
