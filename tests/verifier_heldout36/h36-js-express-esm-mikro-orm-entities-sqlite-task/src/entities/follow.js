import { EntitySchema } from '@mikro-orm/core';
import { User } from './user.js';
export class Follow {}
export const FollowSchema = new EntitySchema({
  class: Follow,
  properties: {
    id: { type: 'number', primary: true },
    follower: { kind: 'm:1', entity: () => User },
    followed: { kind: 'm:1', entity: () => User },
  },
});
