import { data } from 'react-router-dom';

/** Unknown paths answer HTTP 404: throwing a 404 response lets the static handler set the status. */
export function notFoundLoader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
