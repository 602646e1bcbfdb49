import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser.ts';

afterAll(closeSharedBrowser);
