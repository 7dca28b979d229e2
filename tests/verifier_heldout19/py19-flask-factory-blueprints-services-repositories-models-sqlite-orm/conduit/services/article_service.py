import re
from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def list_articles(self, **filters):
        return self.repo.list(**filters)

    def get(self, slug):
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    def create(self, author, data):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = Article(slug=slug, title=data["title"], description=data.get("description", ""),
                          body=data.get("body", ""), author_id=author.id)
        return self.repo.add(article)

    def tags(self):
        return self.repo.all_tag_names()
