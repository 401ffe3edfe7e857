import { render, screen } from '@testing-library/react';
import { buildBranding } from '../testing';
import { BrandingProvider } from './branding';
import { FormField } from './form-field';
import { LoadingScreen } from './loading-screen';
import { LoginLayout } from './login-layout';
import { PageTitle } from './page-title';
import { PlaceholderPage } from './placeholder-page';
import { StatusScreen } from './status-screen';
import { TranslationProvider, createTranslator, useTranslation } from './translation';
import { useCurrencyFormatter } from './use-currency';

describe('LoadingScreen', () => {
  it("announces exactly 'Loading...'", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  });
});

describe('PageTitle', () => {
  it('sets document.title to "<site title> | <page>"', () => {
    render(
      <BrandingProvider branding={buildBranding({ siteTitle: 'Acme Devices Buyer Portal' })}>
        <PageTitle page="Cart" />
      </BrandingProvider>,
    );
    expect(document.title).toBe('Acme Devices Buyer Portal | Cart');
  });

  it('uses the site title alone when there is no page name', () => {
    render(
      <BrandingProvider branding={buildBranding({ siteTitle: 'Northwind Wireless Trade Portal' })}>
        <PageTitle />
      </BrandingProvider>,
    );
    expect(document.title).toBe('Northwind Wireless Trade Portal');
  });
});

function Price({ amount }: { amount: string }) {
  const { format } = useCurrencyFormatter();
  return <p aria-label="price">{format(amount)}</p>;
}

describe('useCurrencyFormatter', () => {
  it("formats with the tenant's symbol and precision", () => {
    render(
      <BrandingProvider branding={buildBranding({ currencySymbol: '€', currencyPrecision: 3 })}>
        <Price amount="1234.5" />
      </BrandingProvider>,
    );
    expect(screen.getByLabelText('price')).toHaveTextContent('€1,234.500');
  });

  it("defaults to '$' and 2 decimals", () => {
    render(<Price amount="7" />);
    expect(screen.getByLabelText('price')).toHaveTextContent('$7.00');
  });

  it("writes the grouping and decimal marks of the portal's language", async () => {
    render(
      <TranslationProvider translator={createTranslator('de')}>
        <BrandingProvider branding={buildBranding({ currencySymbol: '€' })}>
          <Price amount="1234.5" />
        </BrandingProvider>
      </TranslationProvider>,
    );
    expect(screen.getByLabelText('price')).toHaveTextContent('€1.234,50');
  });
});

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('greeting', { defaultValue: 'Hello {{name}}', name: 'Ada' })}</h1>;
}

describe('TranslationProvider', () => {
  it('falls back to the English default with interpolation when no translator is provided', () => {
    render(<Greeting />);
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it("re-renders readers when the tenant's translations arrive", () => {
    const { rerender } = render(
      <TranslationProvider translator={createTranslator('fr')}>
        <Greeting />
      </TranslationProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();

    rerender(
      <TranslationProvider translator={createTranslator('fr', { greeting: 'Bonjour {{name}}' })}>
        <Greeting />
      </TranslationProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Bonjour Ada' })).toBeInTheDocument();
  });
});

describe('LoginLayout', () => {
  // Its colours are the startup gate's CSS custom properties (tenant-theme.spec.tsx, startup.spec.tsx).
  it('renders its content in the main landmark under a decorative accent', () => {
    render(
      <LoginLayout>
        <h1>Welcome</h1>
      </LoginLayout>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Welcome' }));
    expect(screen.getByTestId('brand-accent')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('StatusScreen', () => {
  it('is the page: a main landmark titled by a level-1 heading, with its description and actions', () => {
    render(
      <StatusScreen icon={<span>!</span>} title="Something happened" description="Details follow.">
        <button type="button">Retry</button>
      </StatusScreen>,
    );
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Something happened' }));
    expect(main).toHaveTextContent('Details follow.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('FormField', () => {
  it('labels its control and describes it by the error and the hint', () => {
    render(
      <FormField id="email" label="Email" error="invalid email" help={<span>We send the code here</span>}>
        {(control) => <input {...control} />}
      </FormField>,
    );

    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('invalid email We send the code here');
    expect(screen.getByRole('alert')).toHaveTextContent('invalid email');
  });

  it('has no error semantics while the value is fine', () => {
    render(
      <FormField id="password" label="Password">
        {(control) => <input {...control} />}
      </FormField>,
    );

    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PlaceholderPage', () => {
  it('shows only its title as heading and page title', () => {
    render(
      <BrandingProvider branding={buildBranding({ siteTitle: 'Acme Devices Buyer Portal' })}>
        <PlaceholderPage title="Pre Orders" />
      </BrandingProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Pre Orders' })).toBeInTheDocument();
    expect(document.title).toBe('Acme Devices Buyer Portal | Pre Orders');
  });
});
