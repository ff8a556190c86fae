// The profiles module's face for the public pages (decision 044): a person's public profile and who has one.
export { getPublicProfile } from './profiles.service';
export { findProfile, publicProfileRows } from './profiles.repository';
export { insertProfileIfMissing } from './profiles.repository';
export { registerProfileRoutes } from './profiles.routes';
export { deleteProfile } from './profiles.repository';
export { isSuspended, makeVira, setProfileVerified, setSuspended, setVerifiedPhone } from './profiles.repository';
export { AVATAR_URL_PREFIX, readAvatar } from './profiles.service';
export { ownerCancellations } from './owner-cancellations';
