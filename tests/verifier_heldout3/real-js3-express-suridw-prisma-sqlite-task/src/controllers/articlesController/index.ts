export { default as articlesCreate } from "./articlesCreate";
export { default as articlesGet } from "./articlesGet";
export { default as articlesList } from "./articlesList";
export { default as articlesUpdate } from "./articlesUpdate";
export { default as articlesDelete } from "./articlesDelete";
export { default as articlesFeed } from "./articlesFeed";
export { default as articlesFavorite } from "./articlesFavorite";
export { default as articlesUnFavorite } from "./articlesUnFavorite";
