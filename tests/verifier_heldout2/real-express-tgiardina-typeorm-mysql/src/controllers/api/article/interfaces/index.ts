export { IArticleRo, IArticleService } from './req';
export { IArticlePostBody, IArticleResponseBody, IProfile } from './spec';
