import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiOrigin = 'http://127.0.0.1:3000';
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ command }) => {
  // A build is what members get, whatever NODE_ENV the shell happens to carry: with
  // NODE_ENV=development Vite and the React plugin would bundle React's development runtime (~45%
  // more to download). Vite reads NODE_ENV after loading this file, as its docs intend.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rollupOptions: {
        // The landing page is its own entry: React alone, without the router, the query cache and
        // the toasts that every other screen needs (the server answers `/` with landing.html).
        input: { app: page('./index.html'), landing: page('./landing.html') },
      },
    },
    server: {
      proxy: {
        '/api': { target: apiOrigin, changeOrigin: false },
        '/storage': { target: apiOrigin, changeOrigin: false },
      },
    },
  };
});
