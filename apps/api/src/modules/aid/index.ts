// The aid module's face for the public pages (decision 044): a request and the list as anyone signed out sees them.
export { getRequest, listRequests } from './aid.service';
export { findRequest, publishedRequestRows } from './aid.repository';
export { registerAidRoutes } from './aid.routes';
