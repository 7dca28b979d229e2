export { userRepository } from './user-repository.js';
export { articleRepository } from './article-repository.js';
