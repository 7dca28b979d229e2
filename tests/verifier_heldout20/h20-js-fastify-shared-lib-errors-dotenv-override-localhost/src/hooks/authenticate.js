const jwt = require('jsonwebtoken');
module.exports = (secret) => async (request) => {
  const h = request.headers.authorization;
  if (h && h.startsWith('Token ')) {
    try { request.userId = jwt.verify(h.slice(6), secret).id; } catch { /* anonymous */ }
  }
};
