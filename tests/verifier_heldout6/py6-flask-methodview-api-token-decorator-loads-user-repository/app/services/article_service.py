import re

from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def create(self, author, title, description, body):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return self.repo.add(Article(slug=slug, title=title, description=description, body=body, author=author))

    def get(self, slug):
        return self.repo.find_by_slug(slug)

    def delete(self, user, slug):
        article = self.repo.find_by_slug(slug)
        if article is None:
            return False
        if article.author_id != user.id:
            raise PermissionError("not the author")
        self.repo.remove(article)
        return True

    def page(self, **filters):
        return self.repo.page(**filters)
