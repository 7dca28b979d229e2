from sqlalchemy import select

from app.data import session
from app.data.models import Article, User


class UserRepository:
    def by_username(self, username: str) -> User | None:
        return session.scalar(select(User).where(User.username == username))


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return session.scalar(select(Article).where(Article.slug == slug))

    def by_author(self, author_id: int, limit: int, offset: int) -> list[Article]:
        query = select(Article).where(Article.author_id == author_id).order_by(Article.id.desc())
        return list(session.scalars(query.limit(limit).offset(offset)))
