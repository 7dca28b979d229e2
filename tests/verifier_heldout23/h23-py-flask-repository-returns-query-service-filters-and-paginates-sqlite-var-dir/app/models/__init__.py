from .entities import Article, Comment, Tag, User, article_tag, favorite, follow

__all__ = ["Article", "Comment", "Tag", "User", "article_tag", "favorite", "follow"]
