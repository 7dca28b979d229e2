import { User } from '../models';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
};
