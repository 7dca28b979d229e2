import re

from ..models import Article
from ..repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def create(self, author, data):
        slug = re.sub(r"[^\w]+", "-", data["title"].lower()).strip("-")
        article = Article(slug=slug, title=data["title"], description=data["description"],
                          body=data["body"], author=author)
        return self.repo.save(article, data.get("tagList", []))

    def get(self, slug):
        return self.repo.find_by_slug(slug)

    def list(self, limit, offset):
        return self.repo.list(limit, offset)
