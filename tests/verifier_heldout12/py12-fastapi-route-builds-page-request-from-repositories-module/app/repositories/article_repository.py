from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, Favorite, Follow, Tag, User
from app.repositories.pagination import Page, PageRequest


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get_by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, *, tag: str | None, author: str | None, favorited: str | None,
             page: PageRequest) -> Page[Article]:
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.where(
                Article.id.in_(select(Favorite.article_id).where(Favorite.user_id == fav_user))
            )
        return self._page(stmt, page)

    def _page(self, stmt, page: PageRequest) -> Page[Article]:
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(page.limit).offset(page.offset)
        ).unique().all()
        return Page(items=list(rows), total=total)

    def feed(self, user_id: int, page: PageRequest) -> Page[Article]:
        followed = select(Follow.followee_id).where(Follow.follower_id == user_id)
        return self._page(select(Article).where(Article.author_id.in_(followed)), page)

    def favorites_count(self, article_id: int) -> int:
        return self.session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)
        ) or 0

    def is_favorited(self, article_id: int, user_id: int) -> bool:
        return self.session.get(Favorite, (user_id, article_id)) is not None

    def get_or_create_tags(self, names: list[str]) -> list[Tag]:
        tags = []
        for name in dict.fromkeys(names):
            tag = self.session.scalar(select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                self.session.add(tag)
            tags.append(tag)
        return tags

    def all_tag_names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def add(self, article: Article) -> Article:
        self.session.add(article)
        self.session.flush()
        return article

    def delete(self, article: Article) -> None:
        self.session.delete(article)
        self.session.flush()
