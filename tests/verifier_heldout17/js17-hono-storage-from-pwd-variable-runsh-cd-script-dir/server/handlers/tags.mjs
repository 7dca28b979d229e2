import { listTags } from '../usecases/list-tags.mjs';
export const tagsHandler = (c) => c.json({ tags: listTags() });
