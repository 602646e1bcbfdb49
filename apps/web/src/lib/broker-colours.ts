import type { TBroker } from '@pantau/contracts';

type BrokerColour = TBroker['colour'];

/** Broker colour groups (spec §3) as hex, one shade per theme so chips and lines stay readable. */
const GROUP_HEX: Record<BrokerColour, { light: string; dark: string }> = {
  Biru: { light: '#2563eb', dark: '#60a5fa' },
  Merah: { light: '#dc2626', dark: '#f87171' },
  Hijau: { light: '#16a34a', dark: '#4ade80' },
  Kuning: { light: '#a16207', dark: '#facc15' },
  Orange: { light: '#ea580c', dark: '#fb923c' },
  Coklat: { light: '#92400e', dark: '#d6a25e' },
  Gold: { light: '#b8860b', dark: '#e6c35c' },
  Pink: { light: '#db2777', dark: '#f472b6' },
  Grey: { light: '#4b5563', dark: '#9ca3af' },
};

export function brokerColourHex(colour: BrokerColour, dark: boolean): string {
  return GROUP_HEX[colour][dark ? 'dark' : 'light'];
}
