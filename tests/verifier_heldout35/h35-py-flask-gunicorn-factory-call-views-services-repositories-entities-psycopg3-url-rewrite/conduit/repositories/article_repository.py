from sqlalchemy import func, select

from conduit.database import Session
from conduit.entities import Article, Tag, User


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        count = Session.scalar(select(func.count()).select_from(stmt.subquery()))
        return list(Session.scalars(stmt.limit(limit).offset(offset))), count

    def tag(self, name: str) -> Tag:
        tag = Session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            Session.add(tag)
        return tag

    def add(self, article: Article) -> Article:
        Session.add(article)
        Session.commit()
        return article

    def all_tag_names(self) -> list[str]:
        return list(Session.scalars(select(Tag.name).order_by(Tag.name)))
