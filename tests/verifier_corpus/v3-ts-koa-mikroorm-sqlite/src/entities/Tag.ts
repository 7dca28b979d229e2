import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'tags' })
export class Tag {
  @PrimaryKey()
  id!: number;

  @Property({ unique: true })
  name!: string;
}
