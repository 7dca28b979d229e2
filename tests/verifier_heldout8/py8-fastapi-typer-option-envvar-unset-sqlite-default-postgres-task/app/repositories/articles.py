from sqlalchemy import Select, delete, exists, func, insert, select
from sqlalchemy.orm import Session

from app.models import Article, Tag, User, favorites, follows


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def _page(self, stmt: Select, limit: int, offset: int) -> tuple[list[Article], int]:
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows.unique()), total

    def search(self, tag: str | None, author: str | None, favorited: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            fan = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.where(exists().where(favorites.c.article_id == Article.id, favorites.c.user_id == fan))
        return self._page(stmt, limit, offset)

    def feed(self, user_id: int, limit: int, offset: int):
        followed = select(follows.c.following_id).where(follows.c.follower_id == user_id)
        return self._page(select(Article).where(Article.author_id.in_(followed)), limit, offset)

    def get_by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def create(self, article: Article, tag_names: list[str]) -> Article:
        article.tags = [self._tag(name) for name in dict.fromkeys(tag_names)]
        self.session.add(article)
        self.session.commit()
        return article

    def _tag(self, name: str) -> Tag:
        tag = self.session.scalar(select(Tag).where(Tag.name == name))
        return tag or Tag(name=name)

    def delete(self, article: Article) -> None:
        self.session.delete(article)
        self.session.commit()

    def favorites_count(self, article_id: int) -> int:
        stmt = select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id)
        return self.session.scalar(stmt) or 0

    def is_favorited(self, article_id: int, user_id: int) -> bool:
        stmt = select(exists().where(favorites.c.article_id == article_id, favorites.c.user_id == user_id))
        return bool(self.session.scalar(stmt))

    def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        if on and not self.is_favorited(article_id, user_id):
            self.session.execute(insert(favorites).values(article_id=article_id, user_id=user_id))
        elif not on:
            self.session.execute(
                delete(favorites).where(favorites.c.article_id == article_id, favorites.c.user_id == user_id)
            )
        self.session.commit()

    def tag_names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))
