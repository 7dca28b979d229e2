from conduit.models.article import Article, Author


class ArticleRepository:
    def __init__(self, pool):
        self.pool = pool

    async def by_slug(self, slug):
        row = await self.pool.fetchrow(
            """SELECT a.*, u.username, u.bio, u.image,
                      COALESCE(array_agg(t.name ORDER BY t.name) FILTER (WHERE t.name IS NOT NULL), '{}') AS tag_list
               FROM articles a JOIN users u ON u.id = a.author_id
               LEFT JOIN article_tags at ON at.article_id = a.id LEFT JOIN tags t ON t.id = at.tag_id
               WHERE a.slug = $1 GROUP BY a.id, u.id""",
            slug,
        )
        if row is None:
            return None
        return Article(row["slug"], row["title"], row["description"], row["body"], row["created_at"], row["updated_at"],
                       Author(row["username"], row["bio"], row["image"]), list(row["tag_list"]))
