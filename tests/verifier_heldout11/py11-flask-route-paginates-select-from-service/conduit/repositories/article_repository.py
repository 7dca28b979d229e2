from sqlalchemy import select

from ..extensions import db
from ..models import Article, Tag, User, favorites


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def filtered(self, *, tag=None, author=None, favorited=None):
        """The listing statement; callers decide how to page it."""
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(favorites, favorites.c.article_id == Article.id).where(
                favorites.c.user_id == fav_user
            )
        return stmt.order_by(Article.created_at.desc())

    def tag(self, name: str) -> Tag:
        tag = db.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag

    def all_tags(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def save(self, article: Article) -> Article:
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()
