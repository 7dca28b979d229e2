import { tagRepository } from '../repositories/tagRepository.js'

export const tagService = {
  async list () {
    const tags = await tagRepository.all()
    return tags.map((t) => t.name)
  },
  async ensure (names = []) {
    return Promise.all([...new Set(names)].map((n) => tagRepository.upsert(n.trim().toLowerCase())))
  }
}
