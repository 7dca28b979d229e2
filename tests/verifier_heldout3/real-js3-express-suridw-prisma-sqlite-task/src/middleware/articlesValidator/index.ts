export { default as articlesCreateValidator } from "./articlesCreateValidator";
export { default as articlesUpdateValidator } from "./articlesUpdateValidator";
export { default as articlesListValidator } from "./articlesListValidator";
export { default as articlesFeedValidator } from "./articlesFeedValidator";
