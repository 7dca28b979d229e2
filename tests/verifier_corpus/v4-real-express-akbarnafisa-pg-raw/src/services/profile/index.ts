export { default as followProfileService } from './followProfileService';
export { default as getProfileService } from './getProfileService';
export { default as unFollowProfileService } from './unFollowProfileService';
