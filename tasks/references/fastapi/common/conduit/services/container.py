from conduit.repositories import Store
from conduit.services.articles import ArticleService  # feature-line: articles
from conduit.services.comments import CommentService  # feature-line: comments
from conduit.services.profiles import ProfileService  # feature-line: profiles
from conduit.services.users import UserService


class Services:
    """The services of one request, all working on the same unit of work."""

    def __init__(self, store: Store) -> None:
        self.users = UserService(store)
        self.profiles = ProfileService(store)  # feature-line: profiles
        self.articles = ArticleService(store)  # feature-line: articles
        self.comments = CommentService(store)  # feature-line: comments
