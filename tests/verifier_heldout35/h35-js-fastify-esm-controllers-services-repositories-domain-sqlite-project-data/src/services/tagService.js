import { findAllTagNames } from '../repositories/tagRepository.js';
export const listTags = () => findAllTagNames();
