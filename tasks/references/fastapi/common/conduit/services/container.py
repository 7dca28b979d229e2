from conduit.repositories import Store
from conduit.services.articles import ArticleService
from conduit.services.comments import CommentService
from conduit.services.profiles import ProfileService
from conduit.services.users import UserService


class Services:
    """The services of one request, all working on the same unit of work."""

    def __init__(self, store: Store) -> None:
        self.users = UserService(store)
        self.profiles = ProfileService(store)
        self.articles = ArticleService(store)
        self.comments = CommentService(store)
