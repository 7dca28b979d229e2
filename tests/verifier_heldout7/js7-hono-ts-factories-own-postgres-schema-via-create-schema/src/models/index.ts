import type { Sequelize } from 'sequelize';
import { initTag, Tag } from './tag.model.js';

export { Tag };

export function initModels(sequelize: Sequelize) {
  return { Tag: initTag(sequelize) };
}
