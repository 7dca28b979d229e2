import { EntitySchema } from '@mikro-orm/core';

export class Tag {
  constructor(name) { this.name = name; }
}

export const TagSchema = new EntitySchema({
  class: Tag,
  tableName: 'tags',
  properties: {
    id: { type: 'number', primary: true },
    name: { type: 'string', unique: true },
  },
});
