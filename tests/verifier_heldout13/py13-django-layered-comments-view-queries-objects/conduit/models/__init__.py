from conduit.models.article import Article, Comment
from conduit.models.profile import Profile

__all__ = ["Article", "Comment", "Profile"]
