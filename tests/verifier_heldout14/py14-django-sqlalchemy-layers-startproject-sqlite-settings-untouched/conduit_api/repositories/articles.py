from sqlalchemy import func, select

from conduit_api.models import Article, User
from conduit_api.repositories.database import session_scope


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with session_scope() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def page(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        with session_scope() as s:
            total = s.scalar(select(func.count()).select_from(stmt.subquery())) or 0
            rows = s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows.unique()), total
