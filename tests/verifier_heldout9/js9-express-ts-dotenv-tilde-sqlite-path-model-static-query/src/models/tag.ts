import { DataTypes, Model, QueryTypes } from 'sequelize';
import { sequelize } from '../db/sequelize';

export class Tag extends Model {
  declare id: number;
  declare name: string;

  /** Most used tags first; the ORM's group/count with a through table was too slow here. */
  static async popular(limit: number): Promise<string[]> {
    const rows = await this.sequelize!.query<{ name: string }>(
      `SELECT t.name, COUNT(at."ArticleId") AS uses
         FROM "Tags" t LEFT JOIN "ArticleTags" at ON at."TagId" = t.id
        GROUP BY t.name
        ORDER BY uses DESC, t.name ASC
        LIMIT :limit`,
      { type: QueryTypes.SELECT, replacements: { limit } },
    );
    return rows.map((r) => r.name);
  }
}

Tag.init({ name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { sequelize, modelName: 'Tag', timestamps: false });
