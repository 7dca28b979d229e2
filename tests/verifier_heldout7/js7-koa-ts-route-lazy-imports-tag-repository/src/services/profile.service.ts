import { profileRepository } from '../repositories/profile.repository';

export class NotFound extends Error {
  status = 404;
}

export async function getProfile(username: string) {
  const user = await profileRepository.byUsername(username);
  if (!user) throw new NotFound(`profile ${username} not found`);
  return { username: user.username, bio: user.bio, image: user.image, following: false };
}
