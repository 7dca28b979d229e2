'use strict';
const userService = require('../services/user.service');

function read(req) {
  const m = /^(Token|Bearer) (.+)$/.exec(req.get('authorization') || '');
  if (!m) return null;
  try { return userService.decode(m[2]); } catch { return null; }
}

module.exports = {
  required(req, res, next) {
    req.user = read(req);
    return req.user ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } });
  },
  optional(req, _res, next) {
    req.user = read(req);
    next();
  },
};
