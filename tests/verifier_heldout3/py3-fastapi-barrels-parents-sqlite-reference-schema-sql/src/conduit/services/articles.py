import re

from conduit.models import Article, User
from conduit.repositories import ArticleRepository, TagRepository

from .errors import ServiceError


class ArticleService:
    def __init__(self, articles: ArticleRepository, tags: TagRepository) -> None:
        self.articles = articles
        self.tags = tags

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ServiceError("article not found", 404)
        return article

    def search(self, tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        return self.articles.search(tag, author, limit, offset)

    def create(self, author: User, title: str, description: str, body: str, tag_list: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        if self.articles.by_slug(slug):
            raise ServiceError("an article with this title already exists")
        article = Article(slug=slug, title=title, description=description, body=body, author_id=author.id)
        article.tags = self.tags.get_or_new(sorted(set(tag_list)))
        return self.articles.add(article)

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise ServiceError("you can only delete your own articles", 403)
        self.articles.remove(article)

    def tag_names(self) -> list[str]:
        return self.tags.names()
