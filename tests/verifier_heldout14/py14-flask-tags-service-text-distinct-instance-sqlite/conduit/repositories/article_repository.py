from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Tag, User, article_tags, favorites, follows


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, *, tag: str | None, author: str | None, favorited: str | None,
             limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.join(article_tags).join(Tag).where(Tag.name == tag)
        if author:
            stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(favorites, favorites.c.article_id == Article.id).where(
                favorites.c.user_id == fav_user
            )
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).unique()
        return list(rows), total or 0

    def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        followed = select(follows.c.followed_id).where(follows.c.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total or 0

    def tags_by_name(self, names: list[str]) -> list[Tag]:
        existing = {t.name: t for t in db.session.scalars(select(Tag).where(Tag.name.in_(names)))}
        result = []
        for name in names:
            tag = existing.get(name)
            if tag is None:
                tag = Tag(name=name)
                db.session.add(tag)
            result.append(tag)
        return result

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def save(self) -> None:
        db.session.commit()

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()

    def all_tag_names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))
