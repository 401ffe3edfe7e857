import fp from 'fastify-plugin';
import { PaymentGateways, type PaymentGatewaysOptions } from '../../payments/payment-gateways';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each tenant's PayPal gateway (REST with its credentials, else the embedded approval page). */
    paymentGateways: PaymentGateways;
  }
}

export type PaymentsPluginOptions = PaymentGatewaysOptions;

export default fp<PaymentsPluginOptions>(
  async (fastify, options) => {
    fastify.decorate('paymentGateways', new PaymentGateways(fastify.db, options));
  },
  { name: 'payments', dependencies: ['database'] },
);
