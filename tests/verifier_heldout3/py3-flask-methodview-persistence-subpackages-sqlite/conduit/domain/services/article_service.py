import re

from conduit.domain.services.errors import DomainError
from conduit.persistence.models import Article, Comment, User
from conduit.persistence.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None) -> None:
        self.articles = articles or ArticleRepository()

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise DomainError("article not found", 404)
        return article

    def list(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        return self.articles.list(author, limit, offset)

    def create(self, author: User, data: dict) -> Article:
        missing = [f for f in ("title", "description", "body") if not data.get(f)]
        if missing:
            raise DomainError(f"{missing[0]} can't be blank")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        return self.articles.save(Article(slug=slug, title=data["title"], description=data["description"],
                                          body=data["body"], author_id=author.id))

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise DomainError("forbidden", 403)
        self.articles.remove(article)

    def comments(self, slug: str) -> list[Comment]:
        return self.articles.comments(self.get(slug))

    def comment(self, user: User, slug: str, body: str) -> Comment:
        article = self.get(slug)
        return self.articles.add_comment(Comment(body=body, article_id=article.id, author_id=user.id))
