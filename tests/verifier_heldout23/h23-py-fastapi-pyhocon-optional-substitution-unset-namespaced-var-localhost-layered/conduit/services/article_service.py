import re

from ..models import Article, User
from ..repositories.article_repository import ArticleRepository
from ..repositories.user_repository import UserRepository
from .errors import DomainError, NotFoundError


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    def view(self, a: Article) -> dict:
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": sorted(a.tag_list), "createdAt": a.created_at.isoformat(),
                "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                           "following": False}}

    def search(self, tag, author, limit, offset) -> dict:
        page, total = self.articles.search(tag, author, limit, offset)
        return {"articles": [self.view(a) for a in page], "articlesCount": total}

    def publish(self, author: User, title: str, description: str, body: str, tags: list[str]) -> dict:
        if not (title and description and body):
            raise DomainError("title, description and body are required")
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        if self.articles.find_by_slug(slug):
            raise DomainError("an article with this title already exists")
        article = self.articles.insert(Article(slug=slug, title=title, description=description, body=body,
                                               tag_list=list(dict.fromkeys(tags)), author_id=author.id))
        return self.view(self.articles.find_by_slug(article.slug))

    def read(self, slug: str) -> dict:
        article = self.articles.find_by_slug(slug)
        if article is None:
            raise NotFoundError("article not found")
        return self.view(article)

    def tags(self) -> list[str]:
        return self.articles.distinct_tags()
