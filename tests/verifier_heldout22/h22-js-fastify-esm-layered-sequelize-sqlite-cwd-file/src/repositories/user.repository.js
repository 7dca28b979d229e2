import { User } from '../models/index.js';

export const userRepository = {
  byUsername: (username) => User.findOne({ where: { username } }),
};
