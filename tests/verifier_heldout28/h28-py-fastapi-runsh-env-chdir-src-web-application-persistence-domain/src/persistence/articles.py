from sqlalchemy import func, select

from domain import Article, Tag
from persistence.database import Session


class ArticleStore:
    def page(self, tag: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        with Session() as s:
            total = s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
            return list(rows), total

    def by_slug(self, slug: str) -> Article | None:
        with Session() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def add(self, article: Article, tag_names: list[str]) -> Article:
        with Session() as s:
            article.tags = [s.scalar(select(Tag).where(Tag.name == n)) or Tag(name=n) for n in tag_names]
            s.add(article)
            s.commit()
            return s.scalar(select(Article).where(Article.id == article.id))

    def tag_names(self) -> list[str]:
        with Session() as s:
            return list(s.scalars(select(Tag.name).order_by(Tag.name)))
