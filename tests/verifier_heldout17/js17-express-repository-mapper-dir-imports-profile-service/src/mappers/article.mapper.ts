import { profileService } from '../services/profile.service';

// Turns an Article row (with its author) into the API shape.
export async function toArticleDto(row: any, viewerId?: number) {
  const author = row.author;
  return {
    slug: row.slug, title: row.title, description: row.description, body: row.body,
    createdAt: row.createdAt, updatedAt: row.updatedAt,
    author: await profileService.profileFor(author, viewerId),
  };
}
