from app.models.article import Article
from app.models.tag import ArticleTag, Tag

__all__ = ["Article", "ArticleTag", "Tag"]
