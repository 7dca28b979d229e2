import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { usersRepo } from '../repositories/users.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-layers';

export const accounts = {
  token: (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
  userId: (token) => jwt.verify(token, SECRET).id,
  async register({ email, username, password }) {
    return usersRepo.add({ email, username, passwordHash: await bcrypt.hash(password, 10) });
  },
  async login({ email, password }) {
    const user = await usersRepo.byEmail(email);
    return user && (await bcrypt.compare(password, user.passwordHash)) ? user : null;
  },
  current: (id) => usersRepo.byId(id),
};
