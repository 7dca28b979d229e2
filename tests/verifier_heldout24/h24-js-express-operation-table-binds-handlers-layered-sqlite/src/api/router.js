const express = require('express');
const jwt = require('jsonwebtoken');
const operations = require('./operations');

const handlers = {
  tags: require('../handlers/tags'),
  profiles: require('../handlers/profiles'),
};

function authenticate(required) {
  return (req, res, next) => {
    const m = /^(Token|Bearer) (.+)$/.exec(req.get('authorization') || '');
    if (m) { try { req.userId = jwt.verify(m[2], process.env.JWT_SECRET || 'x').id; } catch { /* ignore */ } }
    if (required && !req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    next();
  };
}

module.exports = function buildRouter() {
  const router = express.Router();
  router.get('/health-check', (req, res) => res.sendStatus(200));
  for (const op of operations) {
    const [mod, fn] = op.handler.split('.');
    router[op.method](op.path, authenticate(!!op.auth), (req, res, next) => handlers[mod][fn](req, res).catch(next));
  }
  return router;
};
