// feature-file: articles
import * as tags from '../repositories/tagRepository.js';

export const list = () => tags.namesInUse();
