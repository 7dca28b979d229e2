from .entities import Article, Comment, User

__all__ = ["Article", "Comment", "User"]
