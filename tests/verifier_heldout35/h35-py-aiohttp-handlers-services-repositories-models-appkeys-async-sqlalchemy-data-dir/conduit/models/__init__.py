from conduit.models.article import Article, Base, Tag

__all__ = ["Article", "Base", "Tag"]
