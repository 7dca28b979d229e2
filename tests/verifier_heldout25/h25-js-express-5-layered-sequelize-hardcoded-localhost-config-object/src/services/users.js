import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { usersDataAccess } from '../data-access/users.js';

const SECRET = process.env.JWT_SECRET ?? 'express5-conduit';

export class HttpishError extends Error {
  constructor(status, field, message) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

export const usersService = {
  token: (user) => jwt.sign({ uid: user.id }, SECRET, { expiresIn: '12h' }),
  decode: (token) => jwt.verify(token, SECRET).uid,
  async signUp({ email, username, password } = {}) {
    if (!email || !username || !password) throw new HttpishError(422, 'body', 'email, username and password are required');
    return usersDataAccess.insert({ email, username, passwordHash: await bcrypt.hash(password, 10) });
  },
  async signIn({ email, password } = {}) {
    const user = await usersDataAccess.byEmail(email);
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
      throw new HttpishError(401, 'credentials', 'invalid');
    }
    return user;
  },
  me: (id) => usersDataAccess.byId(id),
};
