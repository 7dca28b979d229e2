"""Use cases: validation, authorisation and business rules, over the repositories."""

from dataclasses import dataclass

from conduit.repositories import UnitOfWorkFactory
from conduit.services.articles import ArticleService  # feature-line: articles
from conduit.services.comments import CommentService  # feature-line: comments
from conduit.services.profiles import ProfileService  # feature-line: profiles
from conduit.services.tags import TagService  # feature-line: articles
from conduit.services.users import UserService


@dataclass(frozen=True)
class Services:
    users: UserService
    profiles: ProfileService  # feature-line: profiles
    articles: ArticleService  # feature-line: articles
    comments: CommentService  # feature-line: comments
    tags: TagService  # feature-line: articles

    @classmethod
    def over(cls, unit_of_work: UnitOfWorkFactory) -> "Services":
        return cls(
            users=UserService(unit_of_work),
            profiles=ProfileService(unit_of_work),  # feature-line: profiles
            articles=ArticleService(unit_of_work),  # feature-line: articles
            comments=CommentService(unit_of_work),  # feature-line: comments
            tags=TagService(unit_of_work),  # feature-line: articles
        )
