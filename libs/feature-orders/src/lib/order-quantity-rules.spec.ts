import { anOrderLineItem } from '@bp/api-contract/testing';
import { incrementHint, orderQuantityProblem, quantityProblemOnSave, removalProblem } from './order-quantity-rules';

const line = anOrderLineItem({ orderedQuantity: 10, availableQuantity: 5, incrementSize: 1 });
const anyChange = { canIncreaseOrderedQuantity: true, canDecreaseOrderedQuantity: true };
const problemOf = (input: string, permission = anyChange, saved = line) => orderQuantityProblem(input, saved, permission);

describe('orderQuantityProblem (spec 03 §5)', () => {
  it.each(['', 'abc', '1.5', '-3', '1e3'])("refuses %j as 'Invalid order quantity'", (input) => {
    expect(problemOf(input)).toEqual({ message: 'Invalid order quantity', params: {} });
  });

  it("allows an increase up to ordered + available, then says 'Not enough quantity'", () => {
    expect(problemOf('15')).toBeNull();
    expect(problemOf('16')).toEqual({ message: 'Not enough quantity', params: {} });
  });

  it("without increases caps at the original: 'Max quantity: {n}'", () => {
    expect(problemOf('11', { ...anyChange, canIncreaseOrderedQuantity: false })).toEqual({ message: 'Max quantity: {{n}}', params: { n: 10 } });
    expect(problemOf('10', { ...anyChange, canIncreaseOrderedQuantity: false })).toBeNull();
  });

  it("without decreases floors at the original: 'Min quantity : {n}'", () => {
    expect(problemOf('9', { ...anyChange, canDecreaseOrderedQuantity: false })).toEqual({ message: 'Min quantity : {{n}}', params: { n: 10 } });
  });

  it("with decreases needs at least 1: 'Invalid quantity'", () => {
    expect(problemOf('0')).toEqual({ message: 'Invalid quantity', params: {} });
    expect(problemOf('1')).toBeNull();
  });

  it("needs a multiple of the increment: 'Invalid Increment Size'", () => {
    const byFive = anOrderLineItem({ orderedQuantity: 10, availableQuantity: 20, incrementSize: 5 });
    expect(problemOf('12', anyChange, byFive)).toEqual({ message: 'Invalid Increment Size', params: {} });
    expect(problemOf('15', anyChange, byFive)).toBeNull();
  });
});

describe('quantityProblemOnSave (spec 03 §5: the field-type validator on save)', () => {
  it.each(['', 'abc', '1.5', '-3'])("refuses %j as 'Invalid Input'", (input) => {
    expect(quantityProblemOnSave(input, line, anyChange)).toEqual({ message: 'Invalid Input', params: {} });
  });

  it('then applies the quantity rules of Done', () => {
    expect(quantityProblemOnSave('16', line, anyChange)).toEqual({ message: 'Not enough quantity', params: {} });
    expect(quantityProblemOnSave(' 12 ', line, anyChange)).toBeNull();
  });
});

describe('incrementHint', () => {
  it("says 'Inc of {n}' only for an increment over 1", () => {
    expect(incrementHint(5)).toEqual({ message: 'Inc of {{n}}', params: { n: 5 } });
    expect(incrementHint(1)).toBeNull();
  });
});

describe('removalProblem', () => {
  it('refuses removing the last line when the order may not be canceled', () => {
    expect(removalProblem(1, { canCancelOrder: false })?.message).toBe(
      'Removing this item will cancel the order. Unable to cancel the order. Please reach out to your Sales Rep.',
    );
    expect(removalProblem(1, { canCancelOrder: true })).toBeNull();
    expect(removalProblem(2, { canCancelOrder: false })).toBeNull();
  });
});
