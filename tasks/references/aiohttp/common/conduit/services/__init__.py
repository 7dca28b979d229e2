"""Use cases: validation, authorisation and business rules, over the repositories."""

from dataclasses import dataclass

from conduit.repositories import UnitOfWorkFactory
from conduit.services.articles import ArticleService
from conduit.services.comments import CommentService
from conduit.services.profiles import ProfileService
from conduit.services.tags import TagService
from conduit.services.users import UserService


@dataclass(frozen=True)
class Services:
    users: UserService
    profiles: ProfileService
    articles: ArticleService
    comments: CommentService
    tags: TagService

    @classmethod
    def over(cls, unit_of_work: UnitOfWorkFactory) -> "Services":
        return cls(
            users=UserService(unit_of_work),
            profiles=ProfileService(unit_of_work),
            articles=ArticleService(unit_of_work),
            comments=CommentService(unit_of_work),
            tags=TagService(unit_of_work),
        )
