import jwt from 'jsonwebtoken';

const secret = process.env.JWT_SECRET || 'conduit-secret';

export const tokenService = {
  issue: (user) => jwt.sign({ id: user.id, username: user.username }, secret, { expiresIn: '7d' }),
  verify: (token) => jwt.verify(token, secret),
};
