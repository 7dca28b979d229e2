from sqlalchemy import func, select

from conduit.models import Article, Follow
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def list(self, author: str | None, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        return self.articles.listing(author, limit, offset)

    def feed(self, user_id: int, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        # The feed needs a join the repository does not offer yet; reuse its session.
        session = self.articles.session
        followed = select(Follow.followed_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total
