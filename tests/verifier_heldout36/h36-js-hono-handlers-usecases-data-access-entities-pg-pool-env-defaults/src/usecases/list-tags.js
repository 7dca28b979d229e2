import { tagDao } from '../data-access/tag.dao.js';
export const listTags = async () => (await tagDao.all()).map((t) => t.name);
