import fp from 'fastify-plugin';
import { OFFER_CHANGES_CHANNEL, OfferAnswerCache } from '../../offers/offer-answer-cache';
import { signedInUserOf } from './authentication';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each buyer's GET stocklist/offers answer, kept until a change to it is heard (offers/offer-answer-cache.ts). */
    offerAnswers: OfferAnswerCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (fastify) => {
    const offerAnswers = new OfferAnswerCache();
    fastify.decorate('offerAnswers', offerAnswers);
    // Until LISTEN is up, nothing is kept (every request reads the database).
    const unlisten = await fastify.database.listen(OFFER_CHANGES_CHANNEL, offerAnswers);
    fastify.addHook('onClose', async () => unlisten());
    // A buyer's own write (an offer, the import, checkout, an order edit) is seen by their next
    // read on this instance at once: the answer is forgotten before the write's answer goes out,
    // not when the notification arrives. Other instances hear the notification.
    fastify.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) {
        const user = signedInUserOf(request);
        if (user) offerAnswers.forgetBuyer(request.tenant.id, user.id);
      }
      done(null, payload);
    });
  },
  { name: 'offer-answers', dependencies: ['database', 'authentication'] },
);
