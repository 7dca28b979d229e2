// feature-begin: articles
import { Sequelize, Transaction } from 'sequelize';
// feature-else: articles
// import { Sequelize } from 'sequelize';
// feature-end: articles

// One file in the working directory, created on first start.
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: 'conduit.db',
  logging: false,
  // feature-begin: articles
  // Take the write lock when a transaction begins: two deferred ones upgrading at once deadlock.
  transactionType: Transaction.TYPES.IMMEDIATE,
  // feature-end: articles
});
// feature-begin: articles

let queue = Promise.resolve();

// SQLite admits one writer at a time, and Sequelize opens a connection per transaction: concurrent
// transactions would wait for each other's lock inside libuv's few worker threads and starve the
// one holding it. Running them one after another avoids that.
export function withTransaction(work) {
  const run = queue.then(() => sequelize.transaction(work));
  queue = run.catch(() => {});
  return run;
}
// feature-end: articles
