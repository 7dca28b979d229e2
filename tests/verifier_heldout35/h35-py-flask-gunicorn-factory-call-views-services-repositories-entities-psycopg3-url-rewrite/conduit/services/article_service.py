import re
import uuid

from conduit.entities import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None):
        self.articles = articles or ArticleRepository()

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def list(self, **filters):
        return self.articles.list(**filters)

    def create(self, author_id: int, data: dict) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        article = Article(slug=slug, title=data["title"], description=data["description"],
                          body=data["body"], author_id=author_id)
        article.tags = [self.articles.tag(n) for n in data.get("tagList", [])]
        return self.articles.add(article)

    def tags(self) -> list[str]:
        return self.articles.all_tag_names()
