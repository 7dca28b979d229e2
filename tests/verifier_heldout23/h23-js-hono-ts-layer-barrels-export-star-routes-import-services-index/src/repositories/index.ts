export * from './user.repository.js';
export * from './article.repository.js';
export * from './comment.repository.js';
export * from './tag.repository.js';
