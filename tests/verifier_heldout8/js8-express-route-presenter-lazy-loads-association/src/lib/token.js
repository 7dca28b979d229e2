import jwt from 'jsonwebtoken';

const secret = process.env.JWT_SECRET ?? 'conduit-secret';

export const signToken = (user) => jwt.sign({ sub: user.id, username: user.username }, secret, { expiresIn: '1d' });
export const readToken = (token) => jwt.verify(token, secret);
