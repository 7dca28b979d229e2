from blog.models.entities import Article, Author, Comment, Tag

__all__ = ["Article", "Author", "Comment", "Tag"]
