import { describeMoneyModel } from '../../../../test/money-model';

// On PostgreSQL too: issue 33: the random lives must keep the books on PGlite and on PostgreSQL.

// Half of the money model's lives (test/money-model.ts); the other half runs in money-model-second-half.test.ts,
// in the other worker, on its own database and seed.
describeMoneyModel(1, 2);
