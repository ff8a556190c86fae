/** The payouts module's face: the daily payout run (main.ts schedules it; tests run it). */
export { payoutRuns, runPayouts } from './payouts.service';
