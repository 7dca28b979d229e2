import { User } from '../models/user.js';
import { exists } from '../support/query.js';

export const userRepository = {
  byId: (id: number) => User.findByPk(id),
  byEmail: (email: string) => User.findOne({ where: { email } }),
  emailTaken: (email: string) => exists(User, { email }),
  usernameTaken: (username: string) => exists(User, { username }),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create({ ...data, bio: null, image: null }),
};
