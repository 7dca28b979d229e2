from sqlalchemy import delete, func, select

from conduit.db import Session
from conduit.models import Article, Tag, article_tags


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))

    def delete(self, article: Article) -> None:
        Session.execute(delete(Article).where(Article.id == article.id))
        Session.commit()

    def tag_names(self) -> list[str]:
        stmt = (
            select(Tag.name)
            .join(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.name)
            .order_by(func.count().desc())
        )
        return list(Session.scalars(stmt))
