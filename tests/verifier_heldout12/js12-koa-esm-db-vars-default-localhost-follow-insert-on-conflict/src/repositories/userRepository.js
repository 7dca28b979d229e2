import { User } from '../models/index.js';

export const userRepository = {
  findByUsername: (username) => User.findOne({ where: { username } }),
};
