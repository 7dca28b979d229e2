import { allTagNames } from '../repositories/tag-repository.js';

export const listTags = () => allTagNames();
