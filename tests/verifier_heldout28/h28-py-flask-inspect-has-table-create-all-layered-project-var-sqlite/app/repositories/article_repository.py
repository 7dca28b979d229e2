from sqlalchemy import func, select

from app.db import SessionLocal
from app.models import Article, Favorite, Tag, User


class ArticleRepository:
    def find(self, *, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(Favorite, Favorite.article_id == Article.id).where(Favorite.user_id == fav_user)
        total = SessionLocal.scalar(select(func.count()).select_from(stmt.subquery()))
        items = SessionLocal.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return items, total

    def by_slug(self, slug: str) -> Article | None:
        return SessionLocal.scalar(select(Article).where(Article.slug == slug))

    def favorites_count(self, article_id: int) -> int:
        return SessionLocal.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0

    def is_favorited(self, user_id: int, article_id: int) -> bool:
        return SessionLocal.get(Favorite, (user_id, article_id)) is not None

    def tag(self, name: str) -> Tag:
        return SessionLocal.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)

    def tag_names(self) -> list[str]:
        return list(SessionLocal.scalars(select(Tag.name).order_by(Tag.name)))

    def save(self, article: Article) -> Article:
        SessionLocal.add(article)
        SessionLocal.commit()
        return article
