import pydapper

from conduit.config import DATABASE_URL
from conduit.models import ArticleRow

_SELECT = """
    select a.id, a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
           u.username as author_username, u.bio as author_bio, u.image as author_image,
           (select count(*) from favorites f where f.article_id = a.id) as favorites_count
    from articles a
    join users u on u.id = a.author_id
"""


class ArticleRepository:
    def by_slug(self, slug: str) -> ArticleRow | None:
        with pydapper.connect(DATABASE_URL) as commands:
            return commands.query_first_or_default(
                _SELECT + " where a.slug = ?slug?", param={"slug": slug}, model=ArticleRow, default=None
            )

    def recent(self, limit: int, offset: int) -> list[ArticleRow]:
        with pydapper.connect(DATABASE_URL) as commands:
            return commands.query(
                _SELECT + " order by a.created_at desc limit ?limit? offset ?offset?",
                param={"limit": limit, "offset": offset},
                model=ArticleRow,
            )

    def count(self) -> int:
        with pydapper.connect(DATABASE_URL) as commands:
            return commands.execute_scalar("select count(*) from articles")

    def favorite(self, user_id: int, article_id: int) -> None:
        with pydapper.connect(DATABASE_URL) as commands:
            commands.execute(
                "insert into favorites (user_id, article_id) values (?user_id?, ?article_id?) on conflict do nothing",
                param={"user_id": user_id, "article_id": article_id},
            )
