const { RevokedToken } = require('../models');

module.exports = {
  async isRevoked(jti) {
    if (!jti) return false;
    return (await RevokedToken.count({ where: { jti } })) > 0;
  },
  revoke: (jti) => RevokedToken.findOrCreate({ where: { jti } }),
};
