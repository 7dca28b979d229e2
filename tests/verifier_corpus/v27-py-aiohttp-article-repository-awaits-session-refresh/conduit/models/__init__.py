from conduit.models.article import Article, Base

__all__ = ["Article", "Base"]
