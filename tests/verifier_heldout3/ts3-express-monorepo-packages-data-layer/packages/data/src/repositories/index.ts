export { commentRepository } from './commentRepository.js';
export { userRepository } from './userRepository.js';
