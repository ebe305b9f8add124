/**
 * Renders the reset-password dialog inside the signed-in layout and opens it, once per loaded session, when the
 * initial password must be changed: userInfo.changePasswordDate empty and the SysConfig flag
 * mandatoryModificationOfInitialPassword = 1. The policy is loaded at the same time for the strength checks.
 */
import { useEffect, useState } from 'react';
import { mustChangePassword, type PasswordPolicy } from '../../../engine/password/rules';
import { getPasswordPolicy, updatePasswordMessage } from '../../api/current';
import { onSessionReset, useSession } from '../../session/store';
import type { UserInfo } from '../../../engine/types';
import { closePasswordDialog, openPasswordDialog, usePasswordDialog } from './dialogState';
import { ResetPasswordDialog } from './ResetPasswordDialog';

// The check runs once per session, not on every mount of the layout (leaving for /lockScreen remounts it, and the
// layout may remount while the policy is on its way): later mounts take the policy from the same promise.
let checked: { token: string; policy: Promise<PasswordPolicy | null>; value: PasswordPolicy | null } | null = null;
onSessionReset(() => {
  checked = null;
});

function checkOnce(token: string, changePasswordDate: UserInfo['changePasswordDate'] | undefined) {
  if (checked?.token === token) return checked;
  // The original tells the server on load (it may send a password-expiry message); a failure must not block.
  updatePasswordMessage().catch(() => {});
  const entry: NonNullable<typeof checked> = {
    token,
    value: null,
    policy: getPasswordPolicy()
      .then((p) => {
        entry.value = p;
        // The dialog state is a store of its own: opening it does not depend on this component staying mounted.
        if (checked === entry && mustChangePassword(changePasswordDate, p)) openPasswordDialog(true);
        return p;
      })
      .catch(() => null), // without a policy only the required/consistency checks apply; the toast said why
  };
  checked = entry;
  return entry;
}

export function PasswordHost() {
  const { loaded, userInfo, token } = useSession();
  const { open, forced } = usePasswordDialog();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(() => (checked?.token === token ? checked.value : null));
  const ready = loaded && !!userInfo;
  const changePasswordDate = userInfo?.changePasswordDate;

  useEffect(() => {
    if (!ready) return;
    let live = true;
    void checkOnce(token, changePasswordDate).policy.then((p) => {
      if (live && p) setPolicy(p);
    });
    return () => {
      live = false;
    };
    // Once per session: a successful change signs the user out, so a changed date needs no re-check.
  }, [ready, token]);

  return <ResetPasswordDialog open={open} forced={forced} policy={policy} onClose={closePasswordDialog} />;
}
