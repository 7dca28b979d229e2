import { EntitySchema } from 'typeorm';

export interface Follow {
  followerId: number;
  followeeId: number;
}

export const FollowEntity = new EntitySchema<Follow>({
  name: 'Follow',
  tableName: 'follows',
  columns: {
    followerId: { type: Number, primary: true },
    followeeId: { type: Number, primary: true },
  },
});
