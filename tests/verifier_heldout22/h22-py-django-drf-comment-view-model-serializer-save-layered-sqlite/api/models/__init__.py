from api.models.article import Article, Comment, Profile

__all__ = ["Article", "Comment", "Profile"]
