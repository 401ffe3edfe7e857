import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NativeInput, NativeTextArea } from './native-input';

describe('NativeInput', () => {
  it('is a labelled text field that reports its typing and Enter, with its prefix beside it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onPressEnter = jest.fn();
    render(<NativeInput aria-label="Insured Amount" prefix="$" inputMode="decimal" onChange={onChange} onPressEnter={onPressEnter} />);

    const field = screen.getByRole('textbox', { name: 'Insured Amount' });
    await user.type(field, '12{Enter}');

    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onPressEnter).toHaveBeenCalledTimes(1);
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field.parentElement).toHaveTextContent('$');
  });

  it('hands its ref the native input', () => {
    let input: HTMLInputElement | null = null;
    render(<NativeInput aria-label="Quantity" ref={(element) => void (input = element)} />);

    expect(input).toBe(screen.getByRole('textbox', { name: 'Quantity' }));
  });

  it('counts the characters of a text area against its limit, as antd showCount', () => {
    render(<NativeTextArea aria-label="Please explain" value="Twelve chars" maxLength={200} showCount onChange={() => undefined} />);

    expect(screen.getByRole('textbox', { name: 'Please explain' })).toHaveAttribute('maxlength', '200');
    expect(screen.getByText('12 / 200')).toBeInTheDocument();
  });
});
