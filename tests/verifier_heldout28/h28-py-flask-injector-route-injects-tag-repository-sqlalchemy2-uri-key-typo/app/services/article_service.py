import re

from injector import inject

from app.models import Article
from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository
from app.services.errors import ServiceError


class ArticleService:
    @inject
    def __init__(self, articles: ArticleRepository, tags: TagRepository):
        self.articles = articles
        self.tags = tags

    def list(self, **filters):
        return self.articles.search(**filters)

    def get(self, slug):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ServiceError("article", "not found", 404)
        return article

    def create(self, author, data):
        if not data.get("title"):
            raise ServiceError("title", "can't be blank")
        article = Article(
            slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"),
            title=data["title"], description=data.get("description", ""), body=data.get("body", ""),
            author=author, tags=[self.tags.get_or_new(n) for n in data.get("tagList") or []],
        )
        return self.articles.add(article)
