import { DataTypes, Model, QueryTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export class Tag extends Model {
  declare id: number;
  declare name: string;

  /** Tag names, most used first (ties by name). */
  static async popular(limit = 50): Promise<string[]> {
    const rows = await this.sequelize!.query<{ name: string }>(
      `SELECT t.name AS name
         FROM tags t
         LEFT JOIN article_tags at ON at.tagId = t.id
        GROUP BY t.id
        ORDER BY COUNT(at.articleId) DESC, t.name ASC
        LIMIT :limit`,
      { replacements: { limit }, type: QueryTypes.SELECT },
    );
    return rows.map((r) => r.name);
  }
}

Tag.init({ name: { type: DataTypes.STRING, allowNull: false, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });
