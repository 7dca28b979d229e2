import { Tag } from '../models/index.js';

export const allTagNames = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
