from sqlalchemy import func, select

from conduit.db import Session
from conduit.models import Article, Tag, User


class ArticleRepository:
    def filter(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        total = Session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = Session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))

    def tag(self, name: str) -> Tag:
        return Session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)

    def tag_names(self) -> list[str]:
        return list(Session.scalars(select(Tag.name).order_by(Tag.name)))

    def add(self, article: Article) -> Article:
        Session.add(article)
        Session.commit()
        return article

    def remove(self, article: Article) -> None:
        Session.delete(article)
        Session.commit()

    def commit(self) -> None:
        Session.commit()
