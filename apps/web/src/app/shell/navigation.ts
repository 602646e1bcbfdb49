import {
  Activity,
  Bell,
  ArrowLeftRight,
  BookOpen,
  Boxes,
  CalendarRange,
  ChartBarDecreasing,
  ChartCandlestick,
  ChartLine,
  ChartPie,
  ChartScatter,
  ChartSpline,
  ClipboardList,
  CreditCard,
  Database,
  Funnel,
  Globe,
  Landmark,
  LayoutDashboard,
  ListChecks,
  ListOrdered,
  MoonStar,
  Orbit,
  RefreshCcw,
  ScanSearch,
  ShieldCheck,
  TrendingUp,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** `end`: active on its own path only, not on the paths below it (/admin vs /admin/market-data). */
export type NavLeaf = { label: string; to: string; icon: LucideIcon; end?: boolean };
export type NavEntry = NavLeaf & { children?: readonly NavLeaf[] };
export type NavSection = { title: string; entries: readonly NavEntry[]; adminOnly?: boolean };

/** The sidebar of product-spec §2 "Shell sidebar". Items navigate to /{route}. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'Administration',
    adminOnly: true,
    entries: [
      { label: 'Admin Dashboard', to: '/admin', icon: ShieldCheck, end: true },
      { label: 'Market data', to: '/admin/market-data', icon: Database },
    ],
  },
  {
    title: 'Main',
    entries: [
      { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
      {
        label: 'Market Rotation',
        to: '/market-rotation',
        icon: RefreshCcw,
        children: [
          { label: 'RRG', to: '/market-rotation/rrg', icon: ChartScatter },
          { label: 'RRC', to: '/market-rotation/rrc', icon: ChartLine },
          { label: 'Seasonality', to: '/market-rotation/seasonality', icon: CalendarRange },
          { label: 'Trend Filter', to: '/market-rotation/trend-filter', icon: Funnel },
        ],
      },
      {
        label: 'Broker Activity',
        to: '/broker-activity',
        icon: Landmark,
        children: [
          { label: 'Transaction', to: '/broker-activity/transaction', icon: ArrowLeftRight },
          { label: 'Summary', to: '/broker-activity/summary', icon: ClipboardList },
          { label: 'Inventory', to: '/broker-activity/inventory', icon: Boxes },
          { label: 'Flow', to: '/broker-activity/flow', icon: ChartSpline },
          { label: 'Ranking', to: '/broker-activity/ranking', icon: ChartBarDecreasing },
        ],
      },
      {
        label: 'Stock Transaction',
        to: '/stock-transaction',
        icon: ArrowLeftRight,
        children: [
          { label: 'Done Summary', to: '/stock-transaction/done-summary', icon: ListChecks },
          { label: 'Done Detail', to: '/stock-transaction/done-detail', icon: ListOrdered },
        ],
      },
      { label: 'Running Trade', to: '/running-trade', icon: Activity },
      {
        label: 'Story',
        to: '/story',
        icon: BookOpen,
        children: [
          { label: 'Accumulation Distribution', to: '/story/accumulation-distribution', icon: TrendingUp },
          { label: 'Market Participant', to: '/story/market-participant', icon: Users },
          { label: 'Ownership', to: '/story/ownership', icon: ChartPie },
          { label: 'Foreign Flow', to: '/story/foreign-flow', icon: Globe },
        ],
      },
      {
        label: 'Astrology',
        to: '/astrology',
        icon: Orbit,
        children: [{ label: 'Ba Zi & Shio', to: '/astrology/lunar', icon: MoonStar }],
      },
      { label: 'Technical Analysis', to: '/technical-analysis', icon: ChartCandlestick },
      { label: 'Screens', to: '/screens', icon: ScanSearch },
      { label: 'Alerts', to: '/alerts', icon: Bell },
    ],
  },
];

export const FOOTER_ENTRIES: readonly NavLeaf[] = [
  { label: 'Profile', to: '/profile', icon: User },
  { label: 'Subscription', to: '/subscription', icon: CreditCard },
];
