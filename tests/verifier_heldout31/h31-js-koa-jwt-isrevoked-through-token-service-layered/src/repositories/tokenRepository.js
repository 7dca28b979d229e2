const { TokenBlacklist } = require('../models');

module.exports = {
  exists: async (jti) => (await TokenBlacklist.findByPk(jti)) !== null,
  add: (jti) => TokenBlacklist.findOrCreate({ where: { jti } }),
};
