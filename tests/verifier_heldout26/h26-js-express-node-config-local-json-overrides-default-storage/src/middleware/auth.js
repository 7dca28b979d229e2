'use strict';
const { verifyToken } = require('../services/user-service');

function parse(req) {
  const [scheme, token] = (req.headers.authorization || '').split(' ');
  if (!token || !['Token', 'Bearer'].includes(scheme)) return null;
  try { return verifyToken(token); } catch { return null; }
}

exports.required = (req, res, next) => {
  req.auth = parse(req);
  if (!req.auth) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  return next();
};

exports.optional = (req, _res, next) => {
  req.auth = parse(req);
  next();
};
