import { db } from './sqlite.mjs';
import { Tag } from '../entities/tag.mjs';

const all = db.prepare('SELECT name FROM tags ORDER BY name');
export const tagRepository = { all: () => all.all().map((r) => new Tag(r.name)) };
