import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user-repository.js';

const SECRET = process.env.JWT_SECRET ?? 'fastify-sqlite-secret';

export const userService = {
  issueToken: (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
  userIdFromToken: (token) => jwt.verify(token, SECRET).id,
  register({ email, username, password }) {
    return userRepository.create({ email, username, passwordHash: bcrypt.hashSync(password, 10) });
  },
  login({ email, password }) {
    const user = userRepository.findByEmail(email);
    return user && bcrypt.compareSync(password, user.passwordHash) ? user : null;
  },
  byId: (id) => userRepository.findById(id),
};
