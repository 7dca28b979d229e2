import { User } from '../models';

export const userRepository = {
  byUsername: (username: string) => User.findOne({ where: { username } }),
};
