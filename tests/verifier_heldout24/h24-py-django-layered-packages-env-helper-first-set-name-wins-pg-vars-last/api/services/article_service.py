import uuid

from django.utils.text import slugify

from api.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository=None):
        self.repository = repository or ArticleRepository()

    def get(self, slug):
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def list(self, **filters):
        return self.repository.list(**filters)

    def create(self, author, data):
        slug = f"{slugify(data['title'])}-{uuid.uuid4().hex[:6]}"
        return self.repository.create(author, data["title"], data["description"], data["body"], slug, data.get("tagList") or [])

    def tags(self):
        return self.repository.tag_names()
