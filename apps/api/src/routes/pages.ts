import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { STOCK_LIST_TUTORIAL_PATH } from '../server-paths';
import { API_ERROR_STATUSES, errorResponses } from './schemas';

// The API's own pages (under /pages) a tenant's settings can point at (stock list tutorialUrl),
// served from the portal's origin so the Tutorial dialog's frame shows a real page without a
// third-party host. Unlike every other response they may be framed, but only by the portal itself.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function stockListTutorial(tenantName: string): string {
  const name = escapeHtml(tenantName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stock list tutorial · ${name}</title>
<style>
  body { font: 15px/1.5 Roboto, system-ui, sans-serif; color: #1f1f1f; margin: 0; padding: 16px 20px; }
  h1 { font-size: 20px; margin: 0 0 8px; } h2 { font-size: 16px; margin: 18px 0 4px; }
  ul { margin: 4px 0; padding-left: 20px; } code { background: #f3f3f3; padding: 0 4px; border-radius: 3px; }
</style>
</head>
<body>
<h1>Working with the ${name} stock list</h1>
<p>Every card is a group of items of one model, capacity and grade. Open a card to see its items, their quantities and list prices.</p>
<h2>Find stock</h2>
<ul>
  <li>Search with several terms at once: <code>iphone 13/128</code> or <code>galaxy+unlocked</code> finds items that match every term.</li>
  <li>Narrow the list with the warehouse, category and attribute filters on the left; the numbers show how many items each choice leaves.</li>
  <li>Filters live in the address: bookmark or share a filtered list, and the browser's Back and Forward keep them.</li>
</ul>
<h2>Buy or make an offer</h2>
<ul>
  <li><strong>Buy</strong> puts the item in your cart at its list price.</li>
  <li><strong>Offer</strong> (in warehouses that accept offers) sends your price to the seller, who accepts, counters or rejects it; answers appear under <em>Offers awaiting your review</em> in Cart and Offers.</li>
  <li>Quantities follow the item's increment size and never exceed the available stock.</li>
  <li>Many offers at once: <strong>Export</strong> the list, fill in <em>New Offer Quantity</em> and <em>New Offer Price</em>, then <strong>Import</strong> the file and review every row before submitting.</li>
</ul>
<h2>Stay informed</h2>
<ul>
  <li>The bell on an item sets a stock alert: you get one e-mail when its quantity reaches yours.</li>
  <li><strong>Daily Report</strong> mails a spreadsheet of new inventory and price drops every day.</li>
</ul>
</body>
</html>
`;
}

const pageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveTenant);
  fastify.get(
    STOCK_LIST_TUTORIAL_PATH,
    {
      schema: {
        tags: ['pages'],
        summary: "The stock list tutorial (an HTML page the Tutorial dialog frames), in the tenant's name",
        produces: ['text/html'],
        response: { 200: Type.String({ description: 'text/html' }), ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      // Replaces the portal-wide policy (frame-ancestors 'none', X-Frame-Options DENY) for this
      // page only: no scripts, inline styles, framed by the portal's own origin.
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'")
        .header('x-frame-options', 'SAMEORIGIN');
      return stockListTutorial(request.tenant.name);
    },
  );
};

export default pageRoutes;
