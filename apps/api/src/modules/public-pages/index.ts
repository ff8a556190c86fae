// The public pages' face (decision 038): what the HTTP layer needs to serve them.
export { registerPublicPages, type PublicPages } from './public-pages.routes';
