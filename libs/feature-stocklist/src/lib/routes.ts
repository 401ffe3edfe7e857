/** Routes this feature owns (spec 01 §2 Stock list, Stock alerts). */
export const stocklistRoutes = {
  stock: '/stock',
  stockAlerts: '/stock-alerts',
} as const;
