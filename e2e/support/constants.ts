/** The operator the browser tests sign up as (OPERATOR_EMAILS of the app they start). */
export const OPERATOR_EMAIL = 'operator@e2e.quillcart.test';
