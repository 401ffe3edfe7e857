import { render, screen } from '@testing-library/react';
import { networkFailure } from '@bp/data-access-api';
import { BrandingProvider, FeedbackProvider, TranslationProvider } from '@bp/ui-kit';
import { buildBranding } from '@bp/ui-kit/testing';
import { ErrorScreen } from './error-screen';
import { createPortalI18n } from './i18n';

const formattedTime = { name: /^Time [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} (AM|PM) \S+$/ };

/** Renders the screen and waits for its time in the spec format (util-format loads on demand). */
async function renderErrorScreen(error = networkFailure(), translations: Record<string, string> = {}) {
  const i18n = createPortalI18n({ locale: 'en', translations: { language: 'en', translations } });
  render(
    <FeedbackProvider>
      <BrandingProvider branding={buildBranding({ siteTitle: 'Acme Devices Buyer Portal', clientSupportEmail: 'support@acme.test' })}>
        <TranslationProvider translator={i18n}>
          <ErrorScreen error={error} />
        </TranslationProvider>
      </BrandingProvider>
    </FeedbackProvider>,
  );
  await screen.findByRole('row', formattedTime);
}

describe('ErrorScreen', () => {
  it('shows the time, code, domain, page and trace id of the failure', async () => {
    await renderErrorScreen(networkFailure({ status: 502, traceId: 'Root=1-abc' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, we ran into an issue' })).toBeInTheDocument();
    // 'MMM dd, yyyy, hh:mm am/pm' plus the zone.
    expect(screen.getByRole('row', formattedTime)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Error code 502' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Domain localhost' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: `Page ${window.location.pathname}` })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Trace ID Root=1-abc' })).toBeInTheDocument();
  });

  it("shows the tenant's text for the message code, else the server message", async () => {
    await renderErrorScreen(networkFailure({ messageCode: 'CONFLICT', message: 'Offer changed' }), { CONFLICT: 'Someone else changed this offer' });

    expect(screen.getByText('Someone else changed this offer')).toBeInTheDocument();
    expect(screen.queryByText('Offer changed')).not.toBeInTheDocument();
  });

  it('offers an e-mail to the client support address with the report', async () => {
    await renderErrorScreen(networkFailure({ traceId: 'Root=1-mail' }));

    const email = screen.getByRole('link', { name: /E-mail support/ });
    const href = new URL(email.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@acme.test');
    expect(href.searchParams.get('subject')).toBe('Acme Devices Buyer Portal: Sorry, we ran into an issue');
    expect(href.searchParams.get('body')).toContain('Trace ID: Root=1-mail');
  });
});
