import { profileRepository } from '../repositories/profileRepository.js';
import { NotFoundError } from '../entities/errors.js';

const orThrow = (p) => { if (!p) throw new NotFoundError('profile not found'); return p; };

export const profileService = {
  get: async (username, viewerId) => orThrow(await profileRepository.find(username, viewerId)),
  follow: async (username, viewerId) => orThrow(await profileRepository.setFollowing(username, viewerId, true)),
  unfollow: async (username, viewerId) => orThrow(await profileRepository.setFollowing(username, viewerId, false)),
};
