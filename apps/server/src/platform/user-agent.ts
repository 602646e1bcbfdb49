import { UAParser } from 'ua-parser-js';

/** 'Chrome 126 on Windows 10' from a user agent; 'Unknown device' when there is nothing to read. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = new UAParser(userAgent).getResult();
  const browserText = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const osText = [os.name, os.version].filter(Boolean).join(' ');
  if (browserText && osText) return `${browserText} on ${osText}`;
  return browserText || osText || userAgent.slice(0, 60);
}

/** Who made a request, recorded with sessions and activity. */
export type RequestMeta = { ip: string | null; userAgent: string | null };
