import { dataSource } from '../infrastructure/data-source';
import { FollowEntity } from '../models/follow';

const repo = () => dataSource.getRepository(FollowEntity);

export const followRepository = {
  exists: (followerId: number, followeeId: number) => repo().existsBy({ followerId, followeeId }),
  add: (followerId: number, followeeId: number) => repo().save({ followerId, followeeId }),
  remove: (followerId: number, followeeId: number) => repo().delete({ followerId, followeeId }),
};
