from sqlalchemy import func

from conduit.extensions import db
from conduit.models import Article, Tag, User, favorites


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()

    def search(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = db.select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        total = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
        items = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return items, total

    def tag(self, name: str) -> Tag:
        tag = db.session.execute(db.select(Tag).filter_by(name=name)).scalar_one_or_none()
        return tag or Tag(name=name)

    def tag_names(self) -> list[str]:
        return list(db.session.scalars(db.select(Tag.name).order_by(Tag.name)))

    def favorites_count(self, article: Article) -> int:
        return db.session.scalar(
            db.select(func.count()).select_from(favorites).where(favorites.c.article_id == article.id)
        )

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()
