from .article import Article
from .tag import Tag

__all__ = ["Article", "Tag"]
