import bcrypt from 'bcryptjs';
import { User } from '../models/user.js';
import { userRepository } from '../repositories/user.repository.js';

export class AuthError extends Error {}

export const authService = {
  async register({ username, email, password }) {
    return userRepository.create({ username, email, password: await bcrypt.hash(password, 10) });
  },

  // login needs the password column, which the default scope hides
  async login({ email, password }) {
    const user = await User.scope('withPassword').findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) throw new AuthError('invalid credentials');
    return userRepository.findById(user.id);
  },

  currentUser: (id) => userRepository.findById(id),
  updateUser: (id, changes) => userRepository.update(id, changes),
};
