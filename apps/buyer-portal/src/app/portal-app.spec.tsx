import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { aTenantConfig, someTranslations } from '@bp/api-contract/testing';
import { installFetchStub, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { PortalApp } from './portal-app';
import { portalRoutes } from './routes';
import { setupStore } from './store';

let fetchStub: InstalledFetchStub | undefined;
afterEach(() => fetchStub?.restore());

function renderPortalAt(path: string) {
  fetchStub = installFetchStub({
    'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig({ siteTitle: 'Northwind Wireless Trade Portal', tenantName: 'Northwind Wireless' })),
    'GET /px-api-gateway/saas-i18n': () => jsonResponse(someTranslations()),
  });
  render(<PortalApp store={setupStore()} router={createMemoryRouter(portalRoutes, { initialEntries: [path] })} />);
}

describe('PortalApp', () => {
  it("shows the tenant's signed-out landing page at /", async () => {
    renderPortalAt('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Wireless Trade Portal' })).toBeInTheDocument();
    expect(document.title).toBe('Northwind Wireless Trade Portal | Login');
  });

  it('answers unknown paths with the page-not-found screen', async () => {
    renderPortalAt('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
