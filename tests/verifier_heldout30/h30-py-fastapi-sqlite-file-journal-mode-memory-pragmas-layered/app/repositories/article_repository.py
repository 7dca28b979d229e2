from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, Tag, User, article_tags


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def page(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        items = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(items), total

    def tag(self, name: str) -> Tag:
        return self.session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)

    def save(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        return article

    def tag_names(self) -> list[str]:
        stmt = select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct().order_by(Tag.name)
        return list(self.session.scalars(stmt))
