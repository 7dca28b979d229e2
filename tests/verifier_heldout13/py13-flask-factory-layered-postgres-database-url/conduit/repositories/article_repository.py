from sqlalchemy import delete, func, insert, select

from conduit.extensions import db
from conduit.models import Article, Tag, User, favorites, follows


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, *, tag: str | None, author: str | None, favorited: str | None,
             limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(favorites, favorites.c.article_id == Article.id).where(favorites.c.user_id == fav_user)
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
        return list(rows), total or 0

    def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        followed = select(follows.c.followed_id).where(follows.c.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
        return list(rows), total or 0

    def tags_named(self, names: list[str]) -> list[Tag]:
        existing = {t.name: t for t in db.session.scalars(select(Tag).where(Tag.name.in_(names)))}
        for name in names:
            if name not in existing:
                existing[name] = Tag(name=name)
                db.session.add(existing[name])
        return [existing[n] for n in names]

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()

    def favorite(self, user_id: int, article_id: int) -> None:
        if not self.is_favorited(user_id, article_id):
            db.session.execute(insert(favorites).values(user_id=user_id, article_id=article_id))
            db.session.commit()

    def unfavorite(self, user_id: int, article_id: int) -> None:
        db.session.execute(delete(favorites).where(favorites.c.user_id == user_id, favorites.c.article_id == article_id))
        db.session.commit()

    def is_favorited(self, user_id: int | None, article_id: int) -> bool:
        if user_id is None:
            return False
        return db.session.scalar(select(func.count()).select_from(favorites).where(
            favorites.c.user_id == user_id, favorites.c.article_id == article_id)) > 0

    def favorites_count(self, article_id: int) -> int:
        return db.session.scalar(select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id)) or 0
