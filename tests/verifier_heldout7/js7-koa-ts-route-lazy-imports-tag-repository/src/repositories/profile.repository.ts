import { Profile } from '../models';

export const profileRepository = {
  byUsername: (username: string) => Profile.findOne({ where: { username } }),
};
