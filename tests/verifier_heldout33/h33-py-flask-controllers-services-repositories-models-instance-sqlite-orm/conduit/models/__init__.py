from conduit.models.article import Article
from conduit.models.user import User

__all__ = ["Article", "User"]
