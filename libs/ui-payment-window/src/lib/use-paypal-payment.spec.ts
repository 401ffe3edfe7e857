import { act, renderHook } from '@testing-library/react';
import { paymentNavigation } from './browser-window';
import { usePaypalPayment, type PaymentCalls } from './use-paypal-payment';

// The payment step shared by checkout and the order page (spec 02 §2 Payment popup, §4 Payment status).

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const aPopup = () => ({ closed: false, location: { href: 'about:blank' }, close: jest.fn() });

function callsAnswering(
  status: 'SUCCESS' | 'FAILURE' | 'PENDING',
  link: () => Promise<string> = async () => 'https://paypal.test/approve?token=T1',
): PaymentCalls & { paymentLink: jest.Mock; paymentStatus: jest.Mock } {
  return { paymentLink: jest.fn(link), paymentStatus: jest.fn(async () => status) };
}

it('sends the window to the approval link in popup mode, checks every second until it closes, then answers the payment check', async () => {
  jest.useFakeTimers();
  const calls = callsAnswering('SUCCESS');
  const popup = aPopup();
  const { result } = renderHook(() => usePaypalPayment(calls));

  let outcome: Promise<unknown> = Promise.resolve();
  await act(async () => {
    outcome = result.current.pay('100001', popup as unknown as Window);
  });
  expect(calls.paymentLink).toHaveBeenCalledWith('100001', 'popup');
  expect(popup.location.href).toBe('https://paypal.test/approve?token=T1');
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
  expect(calls.paymentStatus).not.toHaveBeenCalled();

  popup.closed = true;
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  await expect(outcome).resolves.toBe('SUCCESS');
  expect(calls.paymentStatus).toHaveBeenCalledWith('100001');
});

it('answers FAILURE when the buyer closed the window before approving (PENDING)', async () => {
  const calls = callsAnswering('PENDING');
  const popup = { ...aPopup(), closed: true };
  const { result } = renderHook(() => usePaypalPayment(calls));

  await expect(result.current.pay('100001', popup as unknown as Window)).resolves.toBe('FAILURE');
});

it('closes the window and answers FAILURE when the link call fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls = callsAnswering('SUCCESS', async () => {
    throw new Error('502');
  });
  const popup = aPopup();
  const { result } = renderHook(() => usePaypalPayment(calls));

  await expect(result.current.pay('100001', popup as unknown as Window)).resolves.toBe('FAILURE');
  expect(popup.close).toHaveBeenCalled();
  expect(calls.paymentStatus).not.toHaveBeenCalled();
});

it('without a window (blocked) leaves for PayPal in this window in the return mode given', async () => {
  const leave = jest.spyOn(paymentNavigation, 'leaveForPayment').mockImplementation(() => undefined);
  const calls = callsAnswering('SUCCESS');
  const { result } = renderHook(() => usePaypalPayment(calls));

  await expect(result.current.pay('100001', null, 'order-redirect')).resolves.toBe('REDIRECTED');
  expect(calls.paymentLink).toHaveBeenCalledWith('100001', 'order-redirect');
  expect(leave).toHaveBeenCalledWith('https://paypal.test/approve?token=T1');
});

it('checkStatus answers FAILURE when the check itself fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls: PaymentCalls = { paymentLink: jest.fn(), paymentStatus: jest.fn(async () => Promise.reject(new Error('network'))) };
  const { result } = renderHook(() => usePaypalPayment(calls));

  await expect(result.current.checkStatus('100001')).resolves.toBe('FAILURE');
});
