from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit_api.entities import Article, Comment, Tag, User, follows


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def by_slug(self, slug: str) -> Article | None:
        return self._session.scalar(select(Article).where(Article.slug == slug))

    def list(self, *, tag: str | None, author: str | None, favorited: str | None,
             limit: int, offset: int) -> tuple[list[Article], int]:
        query = select(Article)
        if tag:
            query = query.where(Article.tags.any(Tag.name == tag))
        if author:
            query = query.where(Article.author.has(User.username == author))
        if favorited:
            query = query.where(Article.favorited_by.any(User.username == favorited))
        total = self._session.scalar(select(func.count()).select_from(query.subquery())) or 0
        rows = self._session.scalars(
            query.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return list(rows), total

    def feed(self, user: User, *, limit: int, offset: int) -> tuple[list[Article], int]:
        followed_ids = select(follows.c.followed_id).where(follows.c.follower_id == user.id)
        query = select(Article).where(Article.author_id.in_(followed_ids))
        total = self._session.scalar(select(func.count()).select_from(query.subquery())) or 0
        rows = self._session.scalars(
            query.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return list(rows), total

    def tags_named(self, names: list[str]) -> list[Tag]:
        existing = {t.name: t for t in self._session.scalars(select(Tag).where(Tag.name.in_(names)))}
        return [existing.get(name) or Tag(name=name) for name in names]

    def all_tags(self) -> list[str]:
        return list(self._session.scalars(select(Tag.name).order_by(Tag.name)))

    def add(self, article: Article) -> Article:
        self._session.add(article)
        self._session.commit()
        return article

    def save(self, article: Article) -> Article:
        self._session.commit()
        return article

    def delete(self, article: Article) -> None:
        self._session.delete(article)
        self._session.commit()

    def comments(self, article: Article) -> list[Comment]:
        return list(self._session.scalars(
            select(Comment).where(Comment.article_id == article.id).order_by(Comment.created_at)
        ))

    def add_comment(self, comment: Comment) -> Comment:
        self._session.add(comment)
        self._session.commit()
        return comment

    def comment(self, comment_id: int) -> Comment | None:
        return self._session.get(Comment, comment_id)

    def delete_comment(self, comment: Comment) -> None:
        self._session.delete(comment)
        self._session.commit()
