import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createBrowserRouter } from 'react-router-dom';
import { PortalApp } from './app/portal-app';
import { portalRoutes } from './app/routes';
import { setupStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = setupStore();
// Lets RTK Query refetch on focus and reconnect where an endpoint asks for it.
setupListeners(store.dispatch);
const router = createBrowserRouter(portalRoutes);

createRoot(container).render(
  <StrictMode>
    <PortalApp store={store} router={router} />
  </StrictMode>,
);
