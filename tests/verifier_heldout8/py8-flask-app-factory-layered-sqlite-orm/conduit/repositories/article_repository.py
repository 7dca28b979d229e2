from sqlalchemy import delete, func, insert, select

from conduit.extensions import db
from conduit.models import Article, Tag, User, article_tags, favorites, follows


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, *, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.join(Article.tags).where(Tag.name == tag)
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(favorites, favorites.c.article_id == Article.id).where(favorites.c.user_id == fav_user)
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
        return rows, total

    def feed(self, user_id: int, limit=20, offset=0):
        followed = select(follows.c.followed_id).where(follows.c.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
        return rows, total

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def save(self) -> None:
        db.session.commit()

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()

    def favorites_count(self, article_id: int) -> int:
        return db.session.scalar(select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id))

    def is_favorited(self, article_id: int, user_id: int) -> bool:
        stmt = select(favorites).where(favorites.c.article_id == article_id, favorites.c.user_id == user_id)
        return db.session.execute(stmt).first() is not None

    def favorite(self, article_id: int, user_id: int) -> None:
        if not self.is_favorited(article_id, user_id):
            db.session.execute(insert(favorites).values(article_id=article_id, user_id=user_id))
            db.session.commit()

    def unfavorite(self, article_id: int, user_id: int) -> None:
        db.session.execute(delete(favorites).where(favorites.c.article_id == article_id, favorites.c.user_id == user_id))
        db.session.commit()

    def get_or_create_tags(self, names: list[str]) -> list[Tag]:
        tags = []
        for name in dict.fromkeys(names):
            tag = db.session.scalar(select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                db.session.add(tag)
            tags.append(tag)
        return tags

    def all_tag_names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))
