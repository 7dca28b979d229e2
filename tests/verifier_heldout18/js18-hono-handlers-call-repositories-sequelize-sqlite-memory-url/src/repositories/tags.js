import { Tag } from '../models/index.js';
export const all = () => Tag.findAll({ order: [['name', 'ASC']] });
