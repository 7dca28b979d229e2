from conduit.models.schema import Article, Base, Tag, User, article_tags, favorites, follows

__all__ = ["Article", "Base", "Tag", "User", "article_tags", "favorites", "follows"]
