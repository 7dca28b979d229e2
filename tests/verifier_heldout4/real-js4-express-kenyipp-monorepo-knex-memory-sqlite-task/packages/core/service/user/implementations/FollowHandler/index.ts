export { FollowHandler } from './FollowHandler';
export {
  FollowUserInput,
  FollowUserOutput,
  UnfollowUserInput,
  UnfollowUserOutput
} from './types';
