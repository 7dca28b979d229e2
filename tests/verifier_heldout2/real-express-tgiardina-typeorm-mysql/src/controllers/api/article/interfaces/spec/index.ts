export { IArticlePostBody } from './IArticlePostBody';
export { IArticleResponseBody } from './IArticleResponseBody';
export { IProfile } from '../../../interfaces';
