export { default as getProfile } from "./getProfile";
export { default as followProfile } from "./followProfile";
export { default as unFollowProfile } from "./unFollowProfile";
