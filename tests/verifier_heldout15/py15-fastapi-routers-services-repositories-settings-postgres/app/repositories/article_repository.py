from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models.article import Article, Favorite, Tag
from app.models.user import User


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def list(self, tag, author, favorited, limit, offset):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            liker = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.where(Article.id.in_(select(Favorite.article_id).where(Favorite.user_id == liker)))
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def by_slug(self, slug):
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def is_favorited(self, article_id, user_id):
        return self.session.get(Favorite, (user_id, article_id)) is not None

    def favorites_count(self, article_id):
        return self.session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    def add_favorite(self, article_id, user_id):
        if not self.is_favorited(article_id, user_id):
            self.session.add(Favorite(user_id=user_id, article_id=article_id))
            self.session.commit()
