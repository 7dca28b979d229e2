import { sqlite } from '../db/connection';

export class TagRepository {
  private readonly all = sqlite.prepare('SELECT name FROM tags ORDER BY name');
  private readonly upsert = sqlite.prepare('INSERT OR IGNORE INTO tags (name) VALUES (?)');
  private readonly link = sqlite.prepare(
    'INSERT OR IGNORE INTO article_tags (articleId, tagId) SELECT ?, id FROM tags WHERE name = ?',
  );

  listNames(): string[] {
    return (this.all.all() as { name: string }[]).map((r) => r.name);
  }

  attach(articleId: number, names: string[]): void {
    const tx = sqlite.transaction((list: string[]) => {
      for (const name of list) {
        this.upsert.run(name);
        this.link.run(articleId, name);
      }
    });
    tx(names);
  }
}
