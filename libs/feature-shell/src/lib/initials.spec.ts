import { INITIALS_COLOURS, initialsColour, userInitials } from './initials';

describe('userInitials', () => {
  it('takes the first letters of first and last name, upper case', () => {
    expect(userInitials('bailey', 'Buyer')).toBe('BB');
    expect(userInitials('Lee', '')).toBe('L');
  });

  it('falls back to the e-mail address, then to a question mark', () => {
    expect(userInitials('', '', 'newbuyer@demo.test')).toBe('N');
    expect(userInitials(' ', '')).toBe('?');
  });
});

describe('initialsColour', () => {
  it('derives one of six colours from the initials, always the same for the same initials', () => {
    expect(INITIALS_COLOURS).toHaveLength(6);
    expect(initialsColour('BB')).toBe(initialsColour('BB'));
    expect(INITIALS_COLOURS).toContain(initialsColour('PP'));
  });

  it('spreads initials over all six colours', () => {
    const colours = new Set(['A', 'B', 'C', 'D', 'E', 'F'].map(initialsColour));
    expect(colours.size).toBe(6);
    // 'B'+'B' = 132 → 132 % 6 = 0.
    expect(initialsColour('BB')).toBe(INITIALS_COLOURS[0]);
  });
});
