from realworld.models.content import Article, Comment, Tag
from realworld.models.people import Author

__all__ = ["Article", "Author", "Comment", "Tag"]
