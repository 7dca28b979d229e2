import re

from ..models import Article
from ..repositories.article_repository import ArticleRepository
from ..routes.auth import current_user


class NotFound(Exception):
    pass


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.articles = repository or ArticleRepository()

    def present(self, article: Article) -> dict:
        viewer = current_user()
        return {
            "slug": article.slug,
            "title": article.title,
            "description": article.description,
            "body": article.body,
            "tagList": [],
            "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer) and self.articles.is_favorited(article.id, viewer.id),
            "favoritesCount": self.articles.favorites_count(article.id),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False},
        }

    def get(self, slug: str) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.present(article)

    def create(self, data: dict) -> dict:
        author = current_user()
        article = Article(slug=_slugify(data["title"]), title=data["title"],
                          description=data.get("description", ""), body=data.get("body", ""),
                          author_id=author.id)
        return self.present(self.articles.add(article))

    def favorite(self, slug: str) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        self.articles.favorite(article.id, current_user().id)
        return self.present(article)
