from dataclasses import dataclass

from conduit.services.articles import ArticleService
from conduit.services.auth import AuthService
from conduit.services.errors import ServiceError


@dataclass(frozen=True)
class Services:
    auth: AuthService
    articles: ArticleService


__all__ = ["Services", "AuthService", "ArticleService", "ServiceError"]
