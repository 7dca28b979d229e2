from conduit.models.content import Article, Comment, Tag

__all__ = ["Article", "Comment", "Tag"]
