const { AsyncLocalStorage } = require('async_hooks');
const jwt = require('jsonwebtoken');

const storage = new AsyncLocalStorage();
const SECRET = process.env.JWT_SECRET || 'dev-secret';

function requestContext(req, _res, next) {
  let userId = null;
  const header = req.headers.authorization;
  if (header && header.startsWith('Token ')) {
    try { userId = jwt.verify(header.slice(6), SECRET).id; } catch (_) { /* anonymous */ }
  }
  storage.run({ userId }, next);
}

function currentUserId() {
  const store = storage.getStore();
  return store ? store.userId : null;
}

module.exports = { requestContext, currentUserId };
