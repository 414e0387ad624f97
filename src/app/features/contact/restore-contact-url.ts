import { CONTACT_ENDPOINT } from '../../../shared/contact-fields';
import { paths } from '../../paths';

/**
 * A /contact form submitted before JavaScript took over is answered at /api/contact: for field
 * errors the server renders the /contact screen there (the no-JS fallback). Before the browser
 * router matches the address, put it back on /contact, or hydration would replace the visitor's
 * text with the 404 screen. Any HTML page whose address is the API endpoint is that render.
 */
export function restoreContactUrl(): void {
  if (window.location.pathname === CONTACT_ENDPOINT) window.history.replaceState(window.history.state, '', paths.contact);
}
