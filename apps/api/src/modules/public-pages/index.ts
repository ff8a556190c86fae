// The public pages' face (decision 044): what the HTTP layer needs to serve them.
export { registerPublicPages, type PublicPages } from './public-pages.routes';
