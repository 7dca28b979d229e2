from sqlalchemy import exists, func, select

from conduit.models import Article, Tag, User, favorites, follows
from conduit.repositories.database import SessionFactory


class ArticleRepository:
    def page(self, *, tag=None, author=None, favorited=None, feed_of=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            fan = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.where(exists().where(favorites.c.article_id == Article.id, favorites.c.user_id == fan))
        if feed_of is not None:
            stmt = stmt.where(Article.author_id.in_(
                select(follows.c.followee_id).where(follows.c.follower_id == feed_of)))
        with SessionFactory() as s:
            total = s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
        return list(rows), total

    def by_slug(self, slug: str) -> Article | None:
        with SessionFactory() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def add(self, article: Article, tag_names: list[str]) -> Article:
        with SessionFactory.begin() as s:
            existing = {t.name: t for t in s.scalars(select(Tag).where(Tag.name.in_(tag_names)))}
            article.tags = [existing.get(n) or Tag(name=n) for n in dict.fromkeys(tag_names)]
            s.add(article)
        return self.by_slug(article.slug)

    def remove(self, article_id: int) -> None:
        with SessionFactory.begin() as s:
            s.delete(s.get(Article, article_id))

    def favorites_count(self, article_id: int) -> int:
        with SessionFactory() as s:
            return s.scalar(select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id))

    def favorited(self, article_id: int, user_id: int) -> bool:
        with SessionFactory() as s:
            return bool(s.scalar(select(exists().where(
                favorites.c.article_id == article_id, favorites.c.user_id == user_id))))

    def tag_names(self) -> list[str]:
        with SessionFactory() as s:
            return list(s.scalars(select(Tag.name).order_by(Tag.name)))
