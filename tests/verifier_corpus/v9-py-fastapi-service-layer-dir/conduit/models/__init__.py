from conduit.models.tag import Base, Tag, article_tags

__all__ = ["Base", "Tag", "article_tags"]
