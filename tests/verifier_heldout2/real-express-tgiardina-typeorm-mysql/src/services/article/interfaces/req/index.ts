// Article
export { IArticleDbSeed } from './IArticleDbSeed';
export { IArticleEntity } from './IArticleEntity';
export { IArticleRepository } from './IArticleRepository';
// Tag
export { ITagDbSeed } from './ITagDbSeed';
export { ITagEntity } from './ITagEntity';
export { ITagRepository } from './ITagRepository';
// User
export { IUserEntity } from './IUserEntity';
export { IUserRepository } from './IUserRepository';

