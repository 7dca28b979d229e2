const userService = require('../services/user.service');

function tokenFrom(request) {
  const header = request.headers.authorization || '';
  return header.startsWith('Token ') ? header.slice(6) : null;
}

async function required(request, reply) {
  try {
    request.userId = userService.verify(tokenFrom(request)).id;
  } catch (err) {
    reply.code(401).send({ errors: { token: ['missing or invalid'] } });
  }
}

async function optional(request) {
  const token = tokenFrom(request);
  if (!token) return;
  try {
    request.userId = userService.verify(token).id;
  } catch (err) {
    request.userId = undefined;
  }
}

module.exports = { required, optional };
