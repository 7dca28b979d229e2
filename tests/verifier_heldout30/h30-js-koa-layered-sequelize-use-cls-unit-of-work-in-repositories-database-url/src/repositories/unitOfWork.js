const { sequelize } = require('../models');

// Runs fn inside one database transaction; thanks to CLS the repositories called
// inside fn join it without passing the transaction around.
exports.withTransaction = (fn) => sequelize.transaction(() => fn());
