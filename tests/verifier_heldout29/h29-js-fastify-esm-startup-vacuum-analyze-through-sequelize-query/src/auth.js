import jwt from 'jsonwebtoken';

const SECRET = process.env.JWT_SECRET || 'fastify-conduit';

export const signToken = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET);

export function currentUserId(request) {
  const [scheme, token] = (request.headers.authorization || '').split(' ');
  if (scheme !== 'Token' || !token) return null;
  try {
    return jwt.verify(token, SECRET).id;
  } catch {
    return null;
  }
}
