from .article import Article
from .comment import Comment

__all__ = ["Article", "Comment"]
