from sqlalchemy import func, select

from conduit.entities import Article, Tag, User
from conduit.extensions import db


class ArticleGateway:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def page(self, *, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return rows, total

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()
