export * from './auth.service.js';
export * from './profile.service.js';
export * from './article.service.js';
export * from './comment.service.js';
export * from './tag.service.js';
