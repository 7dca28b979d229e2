from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models.article import Article, Tag
from app.models.user import User


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def get_by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        count = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return rows, count

    def feed(self, followed_ids, limit=20, offset=0):
        stmt = select(Article).where(Article.author_id.in_(followed_ids))
        count = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return rows, count

    def get_or_create_tags(self, names):
        tags = []
        for name in names:
            tag = self.session.scalar(select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                self.session.add(tag)
            tags.append(tag)
        return tags

    def all_tag_names(self):
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def add(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        return article

    def save(self) -> None:
        self.session.commit()

    def delete(self, article: Article) -> None:
        self.session.delete(article)
        self.session.commit()
