from app.extensions import db
from app.models import Article
from app.models import queries


class ArticleRepository:
    def list(self, tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        return queries.list_articles(tag, author, limit, offset)

    def by_slug(self, slug: str) -> Article | None:
        return queries.article_by_slug(slug)

    def tag_names(self) -> list[str]:
        return queries.tag_names()

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()
