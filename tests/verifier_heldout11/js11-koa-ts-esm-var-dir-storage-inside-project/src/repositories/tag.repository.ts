import { Tag } from '../models/tag.js';
export const tagRepository = {
  all: () => Tag.findAll({ order: [['name', 'ASC']] }),
  ensure: (names: string[]) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }))),
};
