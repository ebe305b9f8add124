/**
 * Renders the reset-password dialog inside the signed-in layout and opens it, once per loaded session, when the
 * initial password must be changed (spec 000 §2.11): userInfo.changePasswordDate empty and the SysConfig flag
 * mandatoryModificationOfInitialPassword = 1. The policy is loaded at the same time for the strength checks.
 */
import { useEffect, useState } from 'react';
import { mustChangePassword, type PasswordPolicy } from '../../../engine/password/rules';
import { getPasswordPolicy, updatePasswordMessage } from '../../api/current';
import { onSessionReset, useSession } from '../../session/store';
import { closePasswordDialog, openPasswordDialog, usePasswordDialog } from './dialogState';
import { ResetPasswordDialog } from './ResetPasswordDialog';

// The check runs once per session, not on every mount of the layout (leaving for /lockScreen remounts it).
let checked: { token: string; policy: PasswordPolicy | null } | null = null;
onSessionReset(() => {
  checked = null;
});

export function PasswordHost() {
  const { loaded, userInfo, token } = useSession();
  const { open, forced } = usePasswordDialog();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(() => (checked?.token === token ? checked.policy : null));
  const ready = loaded && !!userInfo;
  const changePasswordDate = userInfo?.changePasswordDate;

  useEffect(() => {
    if (!ready || checked?.token === token) return;
    checked = { token, policy: null };
    let live = true;
    // The original tells the server on load (it may send a password-expiry message); a failure must not block.
    updatePasswordMessage().catch(() => {});
    getPasswordPolicy()
      .then((p) => {
        if (checked?.token === token) checked.policy = p;
        if (!live) return;
        setPolicy(p);
        if (mustChangePassword(changePasswordDate, p)) openPasswordDialog(true);
      })
      .catch(() => {
        // Without a policy only the required/consistency checks apply; the toast said why.
      });
    return () => {
      live = false;
    };
    // Once per session: a successful change signs the user out, so a changed date needs no re-check.
  }, [ready, token]);

  return <ResetPasswordDialog open={open} forced={forced} policy={policy} onClose={closePasswordDialog} />;
}
