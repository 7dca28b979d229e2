from django.utils.text import slugify

from ..repositories.articles import ArticleRepository
from .members import MemberError


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def as_dict(self, article):
        return {"slug": article.slug, "title": article.title, "description": article.description,
                "body": article.body, "tagList": self.repo.tag_names_of(article),
                "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
                "favorited": False, "favoritesCount": 0,
                "author": {"username": article.author.username, "bio": article.author.bio,
                           "image": article.author.image, "following": False}}

    def list(self, tag=None, author=None, limit=20, offset=0):
        rows, total = self.repo.page(tag, author, limit, offset)
        return {"articles": [self.as_dict(a) for a in rows], "articlesCount": total}

    def get(self, slug):
        article = self.repo.by_slug(slug)
        if article is None:
            raise MemberError("article not found", 404)
        return self.as_dict(article)

    def create(self, author, data):
        if not all(data.get(k) for k in ("title", "description", "body")):
            raise MemberError("title, description and body are required")
        article = self.repo.create(author, data.get("tagList") or [], slug=slugify(data["title"]),
                                   title=data["title"], description=data["description"], body=data["body"])
        return self.as_dict(article)
