import { screen, within } from '@testing-library/react';
import type { TermsOfSale } from '@bp/api-contract';
import { anErrorBody } from '@bp/api-contract/testing';
import { jsonResponse } from '@bp/data-access-api/testing';
import { cleanupPages, renderPage } from './page-test-harness';
import { TermsOfSalePage } from './terms-of-sale-page';

const TERMS_PATH = '/px-api-gateway/terms-of-sale';

function someTerms(overrides: Partial<TermsOfSale> = {}): TermsOfSale {
  return {
    title: 'Acme Devices Terms of Sale',
    lastUpdated: '2026-10-15',
    sections: [
      { heading: 'Payment terms', paragraphs: ['Orders are paid with the payment method chosen at checkout.'] },
      {
        heading: 'Late payment: reservation and cancellation fees',
        paragraphs: ['After the grace period a reservation fee of 1% of the order total is charged.', 'A cancellation fee of 10% applies.'],
      },
    ],
    latePayment: { reservationFeePercent: 1, cancellationFeePercent: 10, gracePeriodHours: 48 },
    ...overrides,
  };
}

const renderTerms = (answer: () => Response) =>
  renderPage({ path: '/terms-of-sale', route: { path: '/terms-of-sale', element: <TermsOfSalePage /> }, calls: { [`GET ${TERMS_PATH}`]: answer } });

afterEach(cleanupPages);

describe('terms of sale page (spec 02 §2 Terms)', () => {
  it("shows the tenant's title, last-updated date, late-payment figures and sections", async () => {
    renderTerms(() => jsonResponse(someTerms()));

    expect(await screen.findByRole('heading', { name: 'Acme Devices Terms of Sale', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Last updated on Oct 15, 2026')).toBeInTheDocument();
    const glance = screen.getByRole('region', { name: 'Late payment at a glance' });
    expect(within(glance).getByText('48 hours to pay after the order is placed')).toBeInTheDocument();
    expect(within(glance).getByText('1% of the order total per 24 hours')).toBeInTheDocument();
    expect(within(glance).getByText('10% of the order total')).toBeInTheDocument();
    const late = screen.getByRole('region', { name: 'Late payment: reservation and cancellation fees' });
    expect(within(late).getByText('A cancellation fee of 10% applies.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Stock List/ })).toHaveAttribute('href', '/stock');
  });

  it('says so when the tenant gives no grace period', async () => {
    renderTerms(() => jsonResponse(someTerms({ latePayment: { reservationFeePercent: 0, cancellationFeePercent: 5, gracePeriodHours: null } })));

    expect(await screen.findByText('None: payment terms start on the order date')).toBeInTheDocument();
  });

  it('shows a load failure as the heading', async () => {
    renderTerms(() => jsonResponse(anErrorBody({ status: 503, message: 'Terms are not available right now', messageCode: 'UNAVAILABLE' }), { status: 503 }));

    expect(await screen.findByRole('heading', { name: 'Terms are not available right now', level: 1 })).toBeInTheDocument();
  });
});
