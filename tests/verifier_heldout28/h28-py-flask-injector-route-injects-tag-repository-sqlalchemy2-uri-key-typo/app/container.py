from flask_injector import request
from injector import Binder

from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.user_service import UserService


def configure(binder: Binder) -> None:
    binder.bind(UserRepository, to=UserRepository, scope=request)
    binder.bind(ArticleRepository, to=ArticleRepository, scope=request)
    binder.bind(TagRepository, to=TagRepository, scope=request)
    binder.bind(UserService, to=UserService, scope=request)
    binder.bind(ArticleService, to=ArticleService, scope=request)
