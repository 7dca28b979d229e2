from conduit.models.entities import Article, Tag, User, article_tags

__all__ = ["Article", "Tag", "User", "article_tags"]
