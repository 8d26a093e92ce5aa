import { Button } from '@/components/ui/button';
import { signOut } from '../auth-store';
import { useAuth, useRestoreSession } from '../use-auth';
import { UserAvatar } from './user-avatar';

/**
 * The signed-in visitor's name, picture and 'Вийти'; nothing while signed out. Restores an
 * earlier session once the page is idle.
 */
export function AccountBar() {
  useRestoreSession();
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  const { displayName, photoURL } = auth.user;
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="account-bar">
      <UserAvatar photoURL={photoURL} />
      <p className="min-w-0 truncate text-sm font-medium text-slate-900">
        <span className="sr-only">Твій акаунт: </span>
        {displayName || 'Користувач Google'}
      </p>
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        Вийти
      </Button>
    </div>
  );
}
