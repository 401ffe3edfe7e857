/** Routes this feature owns (the claim's static path ranks above a return number). */
export const returnsRoutes = {
  returns: '/returns',
  newReturn: '/returns/new',
  returnDetail: '/returns/:returnNumber',
} as const;
