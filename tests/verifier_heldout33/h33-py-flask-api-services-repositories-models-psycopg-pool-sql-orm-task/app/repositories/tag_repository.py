class TagRepository:
    def __init__(self, pool):
        self.pool = pool

    def all_names(self):
        with self.pool.connection() as conn:
            return [r[0] for r in conn.execute("SELECT name FROM tags ORDER BY name")]

    def for_article(self, article_id):
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id "
                "WHERE at.article_id = %s ORDER BY t.name",
                (article_id,),
            )
            return [r[0] for r in rows]
