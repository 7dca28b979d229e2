export { default as articleCreate } from './articleCreate';
export { default as articleDelete } from './articleDelete';
export { default as articleGet } from './articleGet';
export { default as articleFavorite } from './articleFavorite';
export { default as articleUnfavorite } from './articleUnfavorite';
export { default as articleUpdate } from './articleUpdate';
export { default as articleFeed } from './articleFeed';
export { default as articlesGet } from './articlesGet';


