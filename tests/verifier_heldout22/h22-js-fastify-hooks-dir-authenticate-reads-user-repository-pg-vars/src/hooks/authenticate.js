const jwt = require('jsonwebtoken');
const UserRepository = require('../repositories/user.repository');

const users = new UserRepository();
const SECRET = process.env.JWT_SECRET || 'conduit';

module.exports = async function authenticate(request, reply) {
  const header = request.headers.authorization || '';
  if (!header.startsWith('Token ')) return reply.code(401).send({ errors: { body: ['missing token'] } });
  try {
    const { id } = jwt.verify(header.slice(6), SECRET);
    request.user = await users.findById(id);
    if (!request.user) return reply.code(401).send({ errors: { body: ['unknown user'] } });
  } catch {
    return reply.code(401).send({ errors: { body: ['invalid token'] } });
  }
};
