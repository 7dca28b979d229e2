from dataclasses import dataclass

from conduit.repositories.user_repository import UserRepository
from conduit.services.article_service import ArticleService


@dataclass
class Services:
    articles: ArticleService
    users: UserRepository
