import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { useSession } from '../session';

/** Signs out, says so, and goes to /auth — also when the server call fails (product-spec §2). */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Server sign-out failed; the local session is cleared anyway', error);
    }
    toast.success('Logout Berhasil!');
    navigate('/auth', { replace: true });
  }, [signOut, navigate]);
}
