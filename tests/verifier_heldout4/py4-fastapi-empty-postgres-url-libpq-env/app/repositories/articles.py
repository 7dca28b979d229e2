from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from app.models import Article, Favorite, Follow, Tag, User


class ArticlesRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalars(select(Article).where(Article.slug == slug)).first()

    def search(self, tag: str | None, author: str | None, favorited: str | None,
               limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.where(Article.id.in_(select(Favorite.article_id).where(Favorite.user_id == fav_user)))
        count = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        items = self.session.scalars(stmt.order_by(Article.created_at.desc()).offset(offset).limit(limit))
        return list(items), count or 0

    def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        authors = select(Follow.following_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(authors))
        count = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        items = self.session.scalars(stmt.order_by(Article.created_at.desc()).offset(offset).limit(limit))
        return list(items), count or 0

    def create(self, author_id: int, slug: str, title: str, description: str, body: str,
               tags: list[str]) -> Article:
        article = Article(author_id=author_id, slug=slug, title=title, description=description,
                          body=body, tags=[Tag(name=t) for t in dict.fromkeys(tags)])
        self.session.add(article)
        self.session.commit()
        return article

    def remove(self, article: Article) -> None:
        self.session.delete(article)
        self.session.commit()

    def favorites_count(self, article_id: int) -> int:
        return self.session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)) or 0

    def is_favorited(self, article_id: int, user_id: int) -> bool:
        return self.session.get(Favorite, (user_id, article_id)) is not None

    def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        if on and not self.is_favorited(article_id, user_id):
            self.session.add(Favorite(user_id=user_id, article_id=article_id))
        elif not on:
            self.session.execute(delete(Favorite).where(
                Favorite.user_id == user_id, Favorite.article_id == article_id))
        self.session.commit()

    def tag_names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).distinct().order_by(Tag.name)))
