import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { StatusLabel, chipColoursOf, useChipStyles } from './status-label';

const token = theme.getDesignToken();
const statuses = { SHIPPED: { label: 'Shipped', colorClass: 'success' }, ON_HOLD: { label: 'On Hold', colorClass: 'warning' } };

function Chip({ code }: { code: string }) {
  const styleOf = useChipStyles();
  return <StatusLabel code={code} statuses={statuses} styleOf={styleOf} />;
}

describe('StatusLabel', () => {
  it("shows the tenant's label in antd Tag's colours for its status, the text in the body colour", () => {
    render(<Chip code="SHIPPED" />);

    const chip = screen.getByText('Shipped');
    expect(chip).toHaveStyle({ background: token.colorSuccessBg, borderColor: token.colorSuccessBorder, color: token.colorText });
  });

  it('shows a code the settings do not know as itself, in the default colours', () => {
    render(<Chip code="LOST_IN_TRANSIT" />);

    expect(screen.getByText('LOST_IN_TRANSIT')).toHaveStyle({ borderColor: token.colorBorder });
  });
});

describe('chipColoursOf', () => {
  it("maps antd's status names, preset palettes and a tenant's own colour", () => {
    expect(chipColoursOf('processing', token)).toEqual({ background: token.colorInfoBg, borderColor: token.colorInfoBorder });
    expect(chipColoursOf('error', token)).toEqual({ background: token.colorErrorBg, borderColor: token.colorErrorBorder });
    expect(chipColoursOf('blue', token)).toEqual({ background: token.blue1, borderColor: token.blue3 });
    expect(chipColoursOf('default', token)).toEqual({ background: token.colorFillQuaternary, borderColor: token.colorBorder });
    expect(chipColoursOf('#ff5500', token)).toEqual({ background: '#ff5500', borderColor: 'transparent' });
  });
});
