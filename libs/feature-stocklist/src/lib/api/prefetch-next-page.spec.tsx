import { screen, waitFor } from '@testing-library/react';
import { aStockQueryResult } from '@bp/api-contract/testing';
import { cleanupStockArea, renderStockArea, requestsTo } from '../stock-test-harness';

const pagesAsked = (requests: Request[]) =>
  requestsTo(requests, 'stocklist/query').map((request) => new URL(request.url, 'http://localhost').searchParams.get('page'));

describe('usePrefetchNextStockPage', () => {
  afterEach(cleanupStockArea);

  it('loads the next page into the cache once the current page has arrived', async () => {
    const { fetchStub } = renderStockArea({ path: '/stock?page=2&manufacturer=Apple', query: () => aStockQueryResult({ totalGroups: 60 }) });
    await screen.findByText(/^Page 2 of 3$/);
    await waitFor(() => expect(pagesAsked(fetchStub.requests)).toEqual(['2', '3']));
    const prefetched = new URL(requestsTo(fetchStub.requests, 'stocklist/query')[1].url, 'http://localhost').searchParams;
    expect(prefetched.get('manufacturer')).toBe('Apple');
  });

  it('waits until the browser is idle (the current page has painted) before asking for the next page', async () => {
    const idle: Array<() => void> = [];
    const requestIdle = jest.fn((work: () => void) => idle.push(work));
    Object.assign(window, { requestIdleCallback: requestIdle, cancelIdleCallback: jest.fn() });
    try {
      const { fetchStub } = renderStockArea({ path: '/stock?page=2', query: () => aStockQueryResult({ totalGroups: 60 }) });
      await screen.findByText(/^Page 2 of 3$/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pagesAsked(fetchStub.requests)).toEqual(['2']);

      idle.splice(0).forEach((work) => work());

      await waitFor(() => expect(pagesAsked(fetchStub.requests)).toEqual(['2', '3']));
    } finally {
      // Unmounted while the stubs stand: the page's other idle work cancels through them.
      cleanupStockArea();
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('prefetches nothing on the last page', async () => {
    const { fetchStub } = renderStockArea({ path: '/stock?page=3', query: () => aStockQueryResult({ totalGroups: 60 }) });
    await screen.findByText(/^Page 3 of 3$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pagesAsked(fetchStub.requests)).toEqual(['3']);
  });
});
