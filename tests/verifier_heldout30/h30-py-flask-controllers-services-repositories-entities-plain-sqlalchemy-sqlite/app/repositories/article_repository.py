from sqlalchemy import func, select

from app.entities import Article, Tag, User


class ArticleRepository:
    def __init__(self, session) -> None:
        self._session = session

    def by_slug(self, slug: str) -> Article | None:
        return self._session.scalar(select(Article).where(Article.slug == slug))

    def search(self, *, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        total = self._session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self._session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    def save(self, article: Article) -> Article:
        self._session.add(article)
        self._session.commit()
        return article

    def delete(self, article: Article) -> None:
        self._session.delete(article)
        self._session.commit()
