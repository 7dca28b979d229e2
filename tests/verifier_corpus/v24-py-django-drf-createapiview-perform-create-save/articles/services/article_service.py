import uuid

from django.utils.text import slugify

from articles.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


def article_to_dict(article):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [],
        "createdAt": article.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": article.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": article.author.username, "bio": "", "image": None, "following": False},
    }


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()

    def slug_for(self, title):
        slug = slugify(title) or "article"
        if self.articles.slug_taken(slug):
            slug = f"{slug}-{uuid.uuid4().hex[:6]}"
        return slug

    def get(self, slug):
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def create(self, author, title, description, body):
        article = self.articles.create(
            slug=self.slug_for(title), title=title, description=description, body=body, author=author
        )
        return article_to_dict(article)
