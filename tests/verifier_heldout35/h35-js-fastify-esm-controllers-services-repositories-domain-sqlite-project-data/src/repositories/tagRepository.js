import { Tag } from '../domain/index.js';
export const findAllTagNames = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
export const ensureTags = (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } })));
