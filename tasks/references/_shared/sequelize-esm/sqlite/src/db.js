import { Sequelize, Transaction } from 'sequelize';

// One file in the working directory, created on first start.
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: 'conduit.db',
  logging: false,
  // Take the write lock when a transaction begins: two deferred ones upgrading at once deadlock.
  transactionType: Transaction.TYPES.IMMEDIATE,
});

let queue = Promise.resolve();

// SQLite admits one writer at a time, and Sequelize opens a connection per transaction: concurrent
// transactions would wait for each other's lock inside libuv's few worker threads and starve the
// one holding it. Running them one after another avoids that.
export function withTransaction(work) {
  const run = queue.then(() => sequelize.transaction(work));
  queue = run.catch(() => {});
  return run;
}
