from conduit.repositories.articles import ArticleRepository

__all__ = ["ArticleRepository"]
