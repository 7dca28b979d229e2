export { userRepository } from './user.repository.js';
export { followRepository } from './follow.repository.js';
