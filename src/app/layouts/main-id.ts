/**
 * The id of every page's <main>: the skip link's target, and the element the server's document head tells
 * the browser to wait for before its first frame (`render/document.ts`).
 */
export const MAIN_ID = 'main';
