from conduit.models.article import Article, Author

__all__ = ["Article", "Author"]
