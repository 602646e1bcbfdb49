import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import type { PaymentGateway } from './gateway/gateway.ts';

export type SubscriptionDeps = {
  db: Db;
  gateway: PaymentGateway;
  payments: Config['payments'];
  log: FastifyBaseLogger;
};
