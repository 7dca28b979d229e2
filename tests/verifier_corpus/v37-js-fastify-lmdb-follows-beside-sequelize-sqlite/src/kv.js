import path from 'node:path';
import { open } from 'lmdb';
import { dataDir } from './db.js';

// follow edges: key [followerId, followingId] -> true; ordered keys make "who do I follow" a range read
export const followsStore = open({ path: path.join(dataDir, 'follows.mdb'), compression: false });
