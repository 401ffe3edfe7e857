import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createBrowserHistory } from '@bp/util-navigation';
import { PortalApp } from './app/portal-app';
import { opensSignedInPage } from './app/preload';
import { preloadSignedInPage } from './app/routes';
import { setupStore } from './app/store';
import './styles.css';

// A repeat visit to a signed-in page fetches that page's modules alongside startup's calls.
const firstPageModules = opensSignedInPage(window.location.pathname) ? preloadSignedInPage(window.location.pathname) : undefined;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = setupStore();
// Lets RTK Query refetch on focus and reconnect where an endpoint asks for it.
setupListeners(store.dispatch);
const history = createBrowserHistory();

createRoot(container).render(
  <StrictMode>
    <PortalApp store={store} history={history} supportEmail={__BP_SUPPORT_EMAIL__} firstPageModules={firstPageModules} />
  </StrictMode>,
);
