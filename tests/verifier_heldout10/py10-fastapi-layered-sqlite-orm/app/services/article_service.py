from slugify import slugify

from app.models.article import Article
from app.models.user import User
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import Forbidden, NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound("article")
        return article

    def list(self, **filters):
        return self.articles.list(**filters)

    def feed(self, user: User, limit: int, offset: int):
        return self.articles.feed([u.id for u in user.following], limit, offset)

    def create(self, author: User, data: dict) -> Article:
        article = Article(
            slug=slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author=author,
            favorited_by=[],
        )
        article.tags = self.articles.get_or_create_tags(data.get("tagList") or [])
        return self.articles.add(article)

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("not the author")
        self.articles.delete(article)

    def favorite(self, user: User, slug: str) -> Article:
        article = self.get(slug)
        if user not in article.favorited_by:
            article.favorited_by.append(user)
            self.articles.save()
        return article

    def tags(self):
        return self.articles.all_tag_names()
