from conduit.models.tables import Article, Base, Tag, User, article_tags, metadata

__all__ = ["Article", "Base", "Tag", "User", "article_tags", "metadata"]
