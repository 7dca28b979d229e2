import type { Tag } from '../../domain/entities/tag';

// Ports: what the use cases need from storage. Implemented in infra/data-access.
export interface TagStore {
  all(): Promise<Tag[]>;
  add(name: string): Promise<Tag>;
}
