import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** The app's single toast host: bottom right, 5 s (product-spec §2, §9). */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return <SonnerToaster position="bottom-right" duration={5000} richColors closeButton theme={theme} />;
}
