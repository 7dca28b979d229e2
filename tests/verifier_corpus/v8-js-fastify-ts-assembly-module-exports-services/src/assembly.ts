// Builds the object graph once: repositories go into the services, only the services leave this module.
import { FollowRepository } from './repositories/follow-repository.js';
import { UserRepository } from './repositories/user-repository.js';
import { ProfileService } from './services/profile-service.js';
import { UserService } from './services/user-service.js';

const userRepository = new UserRepository();
const followRepository = new FollowRepository();

export const userService = new UserService(userRepository);
export const profileService = new ProfileService(userRepository, followRepository);
