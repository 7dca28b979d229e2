from .entities import Article, User, favorites, follows

__all__ = ["Article", "User", "favorites", "follows"]
