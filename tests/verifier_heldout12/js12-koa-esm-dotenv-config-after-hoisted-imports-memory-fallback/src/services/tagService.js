import { allTagNames } from '../repositories/tagRepository.js';

export const listTags = () => allTagNames();
