import re

from conduit.models import Article


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles, tags):
        self.articles = articles
        self.tags = tags

    def create(self, author_id: int, data: dict) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = Article(
            slug=slug,
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author_id=author_id,
            tags=self.tags.get_or_create(data.get("tagList", [])),
        )
        return self.articles.add(article)

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    def list(self, limit: int = 20, offset: int = 0) -> list[Article]:
        return self.articles.list(limit, offset)
