const sequelize = require('../db');

// One transaction per request: everything the request does commits together, or not at all.
module.exports = async function unitOfWork(ctx, next) {
  const transaction = await sequelize.transaction();
  ctx.state.transaction = transaction;
  try {
    await next();
    await transaction.commit();
  } catch (err) {
    await transaction.rollback();
    throw err;
  }
};
