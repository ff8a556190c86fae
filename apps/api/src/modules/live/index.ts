/** The live module's face: what other modules may use. */
export type { LiveBus, LiveEvent } from './live-bus';
export { createLiveBus } from './live-bus';
export { liveRetention } from './live-retention';
export { registerLiveRoutes } from './live.routes';
