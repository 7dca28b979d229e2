from lagom import Container, Singleton
from lagom.integrations.fast_api import FastApiIntegration

from app.db import Database
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.user_service import UserService

container = Container()
container[Database] = Singleton(Database)
container[UserRepository] = lambda c: UserRepository(c[Database])
container[ArticleRepository] = lambda c: ArticleRepository(c[Database])
container[UserService] = lambda c: UserService(c[UserRepository])
container[ArticleService] = lambda c: ArticleService(c[ArticleRepository], c[UserRepository])

deps = FastApiIntegration(container)
