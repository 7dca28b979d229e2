import jwt from 'jsonwebtoken';

const secret = process.env.JWT_SECRET || 'dev-secret';

export const signToken = (user) => jwt.sign({ sub: user.id }, secret, { expiresIn: '30d' });
export const verifyToken = (token) => jwt.verify(token, secret).sub;
