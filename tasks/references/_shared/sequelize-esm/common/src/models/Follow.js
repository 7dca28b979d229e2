// feature-file: profiles
import { DataTypes, Model } from 'sequelize';

// followerId follows followingId; the pair is the primary key, so following twice is a no-op.
export class Follow extends Model {
  static initialize(sequelize) {
    Follow.init(
      {
        followerId: { type: DataTypes.INTEGER, primaryKey: true },
        followingId: { type: DataTypes.INTEGER, primaryKey: true },
      },
      { sequelize, modelName: 'Follow', tableName: 'follows', underscored: true },
    );
  }
}
