import type { TagStore } from './ports';

export function makeTagUseCases(store: TagStore) {
  return {
    async listTags(): Promise<string[]> {
      return (await store.all()).map((t) => t.name).sort();
    },
    async addTag(name: string): Promise<string> {
      const clean = name.trim().toLowerCase();
      if (!clean) throw new Error('tag must not be blank');
      return (await store.add(clean)).name;
    },
  };
}

export type TagUseCases = ReturnType<typeof makeTagUseCases>;
