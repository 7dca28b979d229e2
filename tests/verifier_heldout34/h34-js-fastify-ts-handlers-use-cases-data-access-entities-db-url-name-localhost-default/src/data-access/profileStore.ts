import { ProfileEntity } from '../entities/profile';

export const profileStore = {
  byUsername: (username: string) => ProfileEntity.findOne({ where: { username } }),
};
