// The aid module's face for the public pages (decision 044): a request as anyone signed out sees it.
export { getRequest } from './aid.service';
export { findRequest, publishedRequestRows } from './aid.repository';
export { registerAidRoutes } from './aid.routes';
