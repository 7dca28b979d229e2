import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { UserEntity } from '../models/user';
import { FollowEntity } from '../models/follow';

const database = path.join(process.cwd(), 'data', 'conduit.sqlite');
fs.mkdirSync(path.dirname(database), { recursive: true });

export const dataSource = new DataSource({
  type: 'better-sqlite3',
  database,
  entities: [UserEntity, FollowEntity],
  synchronize: true,
  logging: false,
});
