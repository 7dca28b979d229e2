from .article import Article
from .profile import Profile

__all__ = ["Article", "Profile"]
