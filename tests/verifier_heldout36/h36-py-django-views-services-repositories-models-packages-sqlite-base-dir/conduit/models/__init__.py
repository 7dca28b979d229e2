from conduit.models.article import Article
from conduit.models.user import Profile

__all__ = ["Article", "Profile"]
