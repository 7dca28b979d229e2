from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, ArticleTag, Favorite, Follow, Tag, User


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def list(self, *, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.join(ArticleTag, ArticleTag.article_id == Article.id).join(Tag).where(Tag.name == tag)
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            liker = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(Favorite, Favorite.article_id == Article.id).where(Favorite.user_id == liker)
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    def feed(self, user_id: int, limit=20, offset=0):
        followed = select(Follow.followee_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    def get_by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def tag(self, name: str) -> Tag:
        found = self.session.scalar(select(Tag).where(Tag.name == name))
        if found is None:
            found = Tag(name=name)
            self.session.add(found)
        return found

    def all_tags(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def add(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        self.session.refresh(article)
        return article

    def delete(self, article: Article) -> None:
        self.session.delete(article)
        self.session.commit()

    def favorite_count(self, article_id: int) -> int:
        return self.session.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0

    def is_favorited(self, user_id: int, article_id: int) -> bool:
        return self.session.get(Favorite, (user_id, article_id)) is not None

    def set_favorite(self, user_id: int, article_id: int, on: bool) -> None:
        fav = self.session.get(Favorite, (user_id, article_id))
        if on and fav is None:
            self.session.add(Favorite(user_id=user_id, article_id=article_id))
        elif not on and fav is not None:
            self.session.delete(fav)
        self.session.commit()
