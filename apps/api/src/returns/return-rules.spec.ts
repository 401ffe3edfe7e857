import { returnStatusOf } from './return-rules';

describe("a return's status from its units'", () => {
  it.each([
    [['REQUESTED', 'REQUESTED'], 'REQUESTED'],
    [['APPROVED', 'REQUESTED'], 'REQUESTED'],
    [['APPROVED', 'REJECTED'], 'APPROVED'],
    [['REJECTED', 'REJECTED'], 'REJECTED'],
    [['RECEIVED', 'APPROVED'], 'APPROVED'],
    [['RECEIVED', 'CREDITED', 'REJECTED'], 'RECEIVED'],
    [['CREDITED', 'CREDITED'], 'CREDITED'],
  ] as const)('%j is %s', (units, status) => {
    expect(returnStatusOf(units)).toBe(status);
  });
});
