// The shop's own contact and registration details, shown in the footer and on product pages.
// Operators change them here or through the environment.

export const SUPPORT_EMAIL = process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@digitalcards.example';
export const SUPPORT_PHONE = '+55 11 4000-1234';
