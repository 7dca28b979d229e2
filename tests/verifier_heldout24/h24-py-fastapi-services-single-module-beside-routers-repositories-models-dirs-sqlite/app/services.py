class DomainError(Exception):
    def __init__(self, status: int, field: str, message: str):
        super().__init__(message)
        self.status = status
        self.field = field
        self.message = message


import datetime
import os

import jwt
from passlib.hash import bcrypt

from app.models import User
from app.repositories.user_repository import UserRepository

SECRET = os.getenv("JWT_SECRET", "conduit-secret")


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user: User) -> str:
        exp = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=3)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    def from_token(self, token: str):
        try:
            return self.users.by_id(int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"]))
        except (jwt.PyJWTError, KeyError, ValueError):
            return None

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise DomainError(422, "body", "already taken")
        return self.users.add(User(username=username, email=email, password_hash=bcrypt.hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if not user or not bcrypt.verify(password, user.password_hash):
            raise DomainError(401, "credentials", "invalid")
        return user

    def profile(self, username: str, viewer):
        user = self.users.by_username(username)
        if user is None:
            raise DomainError(404, "profile", "not found")
        return user, bool(viewer) and self.users.is_following(viewer.id, user.id)


import re
import uuid

from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise DomainError(404, "article", "not found")
        return article

    def list(self, **filters):
        return self.articles.list(**filters)

    def feed(self, user, limit: int, offset: int):
        return self.articles.feed(user.id, limit, offset)

    def tags(self):
        return self.articles.tag_names()

    def create(self, user, title: str, description: str, body: str, tag_list: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        article = Article(slug=slug, title=title, description=description, body=body, author_id=user.id)
        article.tags = self.articles.tags_by_name(tag_list)
        return self.articles.add(article)
