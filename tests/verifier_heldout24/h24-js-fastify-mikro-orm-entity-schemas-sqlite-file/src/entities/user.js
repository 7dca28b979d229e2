import { EntitySchema } from '@mikro-orm/core';

export class User {
  constructor(username, email, password) {
    this.username = username;
    this.email = email;
    this.password = password;
    this.bio = null;
    this.image = null;
  }
}

export const UserSchema = new EntitySchema({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'number', primary: true },
    username: { type: 'string', unique: true },
    email: { type: 'string', unique: true },
    password: { type: 'string' },
    bio: { type: 'text', nullable: true },
    image: { type: 'string', nullable: true },
  },
});
