'use strict';

const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'fastify4-secret';

module.exports = {
  sign: (user) => jwt.sign({ id: user.id }, SECRET),
  read(req) {
    const m = /^Token (.+)$/.exec(req.headers.authorization || '');
    if (!m) return null;
    try {
      return jwt.verify(m[1], SECRET).id;
    } catch (e) {
      return null;
    }
  },
};
