import re

from ..models import Article
from ..repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None):
        self.repo = repo or ArticleRepository()

    def get(self, slug):
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def create(self, author, data):
        article = Article(
            slug=slugify(data["title"]), title=data["title"],
            description=data["description"], body=data["body"], author_id=author.id,
        )
        article.tags = [self.repo.get_or_create_tag(t) for t in data.get("tagList", [])]
        return self.repo.add(article)

    def list(self, **filters):
        return self.repo.list(**filters)

    def tags(self):
        return self.repo.all_tags()
