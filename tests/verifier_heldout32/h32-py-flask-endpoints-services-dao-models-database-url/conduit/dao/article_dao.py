from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Tag, User, favorites


class ArticleDAO:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        count = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return rows, count

    def favorites_count(self, article_id: int) -> int:
        return db.session.scalar(
            select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id)
        )

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()


class TagDAO:
    def all_names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))

    def get_or_create(self, name: str) -> Tag:
        tag = db.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag
