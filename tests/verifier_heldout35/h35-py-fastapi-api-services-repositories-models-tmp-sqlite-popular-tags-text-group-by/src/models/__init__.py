from src.models.tag import ArticleTag, Tag

__all__ = ["ArticleTag", "Tag"]
