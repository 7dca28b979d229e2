import { EntitySchema } from '@mikro-orm/core';
export class User {}
export const UserSchema = new EntitySchema({
  class: User,
  properties: {
    id: { type: 'number', primary: true },
    username: { type: 'string', unique: true },
    email: { type: 'string', unique: true },
    password: { type: 'string' },
    bio: { type: 'text', nullable: true },
    image: { type: 'string', nullable: true },
  },
});
