/**
 * The user badge of the top menu (spec 03 §2 Top menu): the user's initials on one of six colours
 * derived from them, so a user keeps one colour. The colours carry white text at 4.5:1 or more.
 */
export const INITIALS_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ad1457', '#c62828', '#00695c'] as const;

/** First letters of the first and last name, else the first letter of the e-mail address. */
export function userInitials(firstName: string, lastName: string, email = ''): string {
  const fromNames = [firstName, lastName].map((name) => name.trim().charAt(0)).join('');
  return (fromNames || email.trim().charAt(0) || '?').toUpperCase();
}

/** One of the six colours, the same for the same initials. */
export function initialsColour(initials: string): string {
  const sum = [...initials].reduce((total, character) => total + (character.codePointAt(0) ?? 0), 0);
  return INITIALS_COLOURS[sum % INITIALS_COLOURS.length];
}
