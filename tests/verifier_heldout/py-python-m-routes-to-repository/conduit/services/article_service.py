import re

from sqlalchemy.orm import Session

from conduit.models.article import Article
from conduit.models.user import User
from conduit.repositories.article_repository import ArticleRepository


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, db: Session) -> None:
        self.articles = ArticleRepository(db)

    def create(self, author: User, title: str, description: str, body: str) -> Article:
        slug = slugify(title)
        if self.articles.get_by_slug(slug):
            slug = f"{slug}-{author.id}"
        article = Article(slug=slug, title=title, description=description, body=body, author_id=author.id)
        return self.articles.add(article)

    def get(self, slug: str) -> Article | None:
        return self.articles.get_by_slug(slug)

    def list(self, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        return self.articles.list_recent(limit, offset)

    def delete(self, author: User, slug: str) -> bool:
        article = self.articles.get_by_slug(slug)
        if article is None or article.author_id != author.id:
            return False
        self.articles.delete(article)
        return True
