import type { InputRef } from 'antd';
import type { FormikHelpers } from 'formik';
import type { RefObject } from 'react';

/**
 * Spec 03 §8 Reset: a mismatched or expired code clears the code field, shows the given message on
 * it and puts the focus back there, so the buyer can type the most recent code at once.
 */
export function rejectVerificationCode<Values extends { verificationCode: string }>(
  helpers: Pick<FormikHelpers<Values>, 'setFieldValue' | 'setFieldTouched' | 'setFieldError'>,
  message: string,
  codeInput: RefObject<InputRef | null>,
): void {
  void helpers.setFieldValue('verificationCode', '', false);
  void helpers.setFieldTouched('verificationCode', true, false);
  helpers.setFieldError('verificationCode', message);
  codeInput.current?.focus();
}
