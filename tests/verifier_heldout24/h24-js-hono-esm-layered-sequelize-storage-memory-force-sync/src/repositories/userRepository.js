import { User } from '../models/user.js';

export const userRepository = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  insert: (values) => User.create(values),
};
