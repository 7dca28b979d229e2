import { store } from '../storage/store.js';
import { Tag } from '../models/tag.js';

export const tagRepository = {
  all: () => store.data.tags.map((name) => new Tag(name)),
  async addMany(names) {
    for (const n of names) if (!store.data.tags.includes(n)) store.data.tags.push(n);
    await store.write();
  },
};
