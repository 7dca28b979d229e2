const { sequelize } = require('./connection');

// Runs fn inside one transaction; fn receives the transaction to hand to repositories.
function withTransaction(fn) {
  return sequelize.transaction((t) => fn(t));
}

module.exports = { withTransaction };
