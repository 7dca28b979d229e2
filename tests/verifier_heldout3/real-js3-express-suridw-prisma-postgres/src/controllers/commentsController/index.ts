export { default as createComment } from "./createComment";
export { default as deleteComment } from "./deleteComment";
export { default as getComments } from "./getComments";
