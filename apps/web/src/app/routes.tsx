import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { CenteredSpinner } from '@/ui/spinner';
import { RouteErrorFallback } from './error-boundary';
import { ProtectedRoute, PublicOnlyRoute } from './guards';
import type { RouteHandle } from './route-handle';

/*
 * Every screen is a lazy chunk: the landing page loads only itself, never the shell, and each
 * analysis screen arrives when first visited. Guards are tiny and stay in the entry chunk so the
 * spinner shows while the session is determined.
 */

const crumb = (label: string, to?: string): RouteHandle => ({ crumb: to ? { label, to } : { label } });

/** Any unknown sub-view shows the home dashboard (product-spec §2). */
const dashboardFallback: RouteObject = {
  path: '*',
  handle: { crumb: { label: 'Dashboard' }, resetCrumbs: true } satisfies RouteHandle,
  lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
};

const memberRoutes: RouteObject[] = [
  {
    path: 'dashboard/*',
    handle: crumb('Dashboard'),
    lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'market-rotation',
    handle: crumb('Market Rotation', '/market-rotation'),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/market-rotation/market-rotation-overview').then((m) => ({
            Component: m.MarketRotationOverview,
          })),
      },
      {
        path: 'rrg',
        handle: crumb('RRG'),
        lazy: () => import('@/features/market-rotation/rrg-page').then((m) => ({ Component: m.RrgPage })),
      },
      {
        path: 'rrc',
        handle: crumb('RRC'),
        lazy: () => import('@/features/market-rotation/rrc-page').then((m) => ({ Component: m.RrcPage })),
      },
      {
        path: 'seasonality',
        handle: crumb('Seasonality'),
        lazy: () =>
          import('@/features/market-rotation/seasonality-page').then((m) => ({
            Component: m.SeasonalityPage,
          })),
      },
      {
        path: 'trend-filter',
        handle: crumb('Trend Filter'),
        lazy: () =>
          import('@/features/market-rotation/trend-filter-page').then((m) => ({
            Component: m.TrendFilterPage,
          })),
      },
      dashboardFallback,
    ],
  },
  {
    path: 'broker-activity',
    handle: crumb('Broker Activity', '/broker-activity'),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/broker-activity/broker-activity-overview').then((m) => ({
            Component: m.BrokerActivityOverview,
          })),
      },
      {
        path: 'transaction',
        handle: crumb('Transaction'),
        lazy: () =>
          import('@/features/broker-activity/broker-transaction-page').then((m) => ({
            Component: m.BrokerTransactionPage,
          })),
      },
      {
        path: 'summary',
        handle: crumb('Summary'),
        lazy: () =>
          import('@/features/broker-activity/broker-summary-page').then((m) => ({
            Component: m.BrokerSummaryPage,
          })),
      },
      {
        path: 'inventory',
        handle: crumb('Inventory'),
        lazy: () =>
          import('@/features/broker-activity/broker-inventory-page').then((m) => ({
            Component: m.BrokerInventoryPage,
          })),
      },
      {
        path: 'flow',
        handle: crumb('Flow'),
        lazy: () =>
          import('@/features/broker-activity/broker-flow-page').then((m) => ({
            Component: m.BrokerFlowPage,
          })),
      },
      {
        path: 'ranking',
        handle: crumb('Ranking'),
        lazy: () =>
          import('@/features/broker-activity/broker-ranking-page').then((m) => ({
            Component: m.BrokerRankingPage,
          })),
      },
      dashboardFallback,
    ],
  },
  {
    path: 'stock-transaction',
    handle: crumb('Stock Transaction', '/stock-transaction'),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/stock-transaction/stock-transaction-overview').then((m) => ({
            Component: m.StockTransactionOverview,
          })),
      },
      {
        path: 'done-summary',
        handle: crumb('Done Summary'),
        lazy: () =>
          import('@/features/stock-transaction/done-summary-page').then((m) => ({
            Component: m.DoneSummaryPage,
          })),
      },
      {
        path: 'done-detail',
        handle: crumb('Done Detail'),
        lazy: () =>
          import('@/features/stock-transaction/done-detail-page').then((m) => ({
            Component: m.DoneDetailPage,
          })),
      },
      dashboardFallback,
    ],
  },
  {
    path: 'running-trade',
    handle: crumb('Running Trade'),
    lazy: () =>
      import('@/features/running-trade/running-trade-page').then((m) => ({ Component: m.RunningTradePage })),
  },
  {
    path: 'story',
    handle: crumb('Story', '/story'),
    children: [
      {
        index: true,
        lazy: () => import('@/features/story/story-overview').then((m) => ({ Component: m.StoryOverview })),
      },
      {
        path: 'accumulation-distribution',
        handle: crumb('Accumulation Distribution'),
        lazy: () =>
          import('@/features/story/accumulation-distribution-page').then((m) => ({
            Component: m.AccumulationDistributionPage,
          })),
      },
      {
        path: 'market-participant',
        handle: crumb('Market Participant'),
        lazy: () =>
          import('@/features/story/market-participant-page').then((m) => ({
            Component: m.MarketParticipantPage,
          })),
      },
      {
        path: 'ownership',
        handle: crumb('Ownership'),
        lazy: () => import('@/features/story/ownership-page').then((m) => ({ Component: m.OwnershipPage })),
      },
      {
        path: 'foreign-flow',
        handle: crumb('Foreign Flow'),
        lazy: () =>
          import('@/features/story/foreign-flow-page').then((m) => ({ Component: m.ForeignFlowPage })),
      },
      dashboardFallback,
    ],
  },
  {
    path: 'astrology',
    handle: crumb('Astrology', '/astrology'),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/astrology/astrology-page').then((m) => ({ Component: m.AstrologyPage })),
      },
      {
        path: 'lunar',
        handle: crumb('Ba Zi & Shio'),
        lazy: () => import('@/features/astrology/lunar-page').then((m) => ({ Component: m.LunarPage })),
      },
      dashboardFallback,
    ],
  },
  {
    path: 'technical-analysis',
    handle: crumb('Technical Analysis'),
    lazy: () =>
      import('@/features/technical-analysis/technical-analysis-page').then((m) => ({
        Component: m.TechnicalAnalysisPage,
      })),
  },
  {
    path: 'screens',
    handle: crumb('Screens'),
    lazy: () => import('@/features/screens/screens-page').then((m) => ({ Component: m.ScreensPage })),
  },
  {
    path: 'alerts',
    handle: crumb('Alerts'),
    lazy: () => import('@/features/alerts/alerts-page').then((m) => ({ Component: m.AlertsPage })),
  },
  {
    path: 'profile',
    handle: crumb('Profile'),
    lazy: () => import('@/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'subscription',
    handle: crumb('Subscription'),
    lazy: () =>
      import('@/features/subscription/subscription-page').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    path: 'admin',
    handle: crumb('Admin Dashboard', '/admin'),
    children: [
      {
        index: true,
        lazy: () => import('@/features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: 'market-data',
        handle: crumb('Market data'),
        lazy: () =>
          import('@/features/admin/market-data/market-data-page').then((m) => ({
            Component: m.MarketDataPage,
          })),
      },
    ],
  },
];

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <CenteredSpinner />,
    children: [
      {
        index: true,
        lazy: () => import('@/features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: 'auth',
        lazy: () => import('@/features/auth/auth-layout').then((m) => ({ Component: m.AuthLayout })),
        children: [
          {
            element: <PublicOnlyRoute />,
            children: [
              {
                index: true,
                lazy: () => import('@/features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
              },
            ],
          },
          {
            path: 'verify',
            lazy: () => import('@/features/auth/verify-page').then((m) => ({ Component: m.VerifyPage })),
          },
          {
            path: 'callback',
            lazy: () => import('@/features/auth/callback-page').then((m) => ({ Component: m.CallbackPage })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('@/features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      {
        // Pathless on purpose: a 'subscription' layout path would compete with the members' /subscription.
        lazy: () => import('./public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            // Public: opened from an alert mail, signed in or not.
            path: 'alerts/unsubscribe',
            lazy: () =>
              import('@/features/alerts/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
          },
          {
            path: 'subscription/success',
            lazy: () =>
              import('@/features/subscription/payment-success-page').then((m) => ({
                Component: m.PaymentSuccessPage,
              })),
          },
          {
            path: 'subscription/error',
            lazy: () =>
              import('@/features/subscription/payment-error-page').then((m) => ({
                Component: m.PaymentErrorPage,
              })),
          },
          {
            path: 'subscription/pending',
            lazy: () =>
              import('@/features/subscription/payment-pending-page').then((m) => ({
                Component: m.PaymentPendingPage,
              })),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: () => import('./shell/app-shell').then((m) => ({ Component: m.AppShell })),
            children: memberRoutes,
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
