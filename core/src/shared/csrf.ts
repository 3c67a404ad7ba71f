/**
 * The header Quillcart's own pages send with every state-changing HTTP request (uploads,
 * sign-in over REST). An HTML form cannot send a custom header, and a page of another origin
 * cannot send one without a CORS preflight the server never grants; so a request carrying it
 * comes from our pages or from a non-browser client. Browser-safe: the client imports it.
 */
export const CSRF_HEADER = 'X-Quillcart-CSRF';
export const CSRF_HEADER_VALUE = '1';
