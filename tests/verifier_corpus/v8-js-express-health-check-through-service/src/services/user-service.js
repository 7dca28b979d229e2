import { createHash } from 'node:crypto';
import { findUserByEmail, insertUser } from '../repositories/user-repository.js';

const digest = (value) => createHash('sha256').update(value).digest('hex');

export const userService = {
  async register({ username, email, password }) {
    if (await findUserByEmail(email)) return { error: 'email has already been taken' };
    const user = await insertUser({ username, email, password: digest(password) });
    return { user: { username: user.username, email: user.email, bio: null, image: null, token: '' } };
  },
  async login({ email, password }) {
    const user = await findUserByEmail(email);
    if (!user || user.password !== digest(password)) return { error: 'email or password is invalid' };
    return { user: { username: user.username, email: user.email, bio: null, image: null, token: '' } };
  },
};
