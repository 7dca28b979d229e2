from conduit.models import Comment, User
from conduit.repositories import articles, comments
from conduit.services.errors import ForbiddenError, NotFoundError


def _article_id(slug: str) -> int:
    article = articles.by_slug(slug)
    if article is None:
        raise NotFoundError("article not found")
    return article.id


def list_for(slug: str) -> list[Comment]:
    return comments.for_article(_article_id(slug))


def add(slug: str, author: User, body: str) -> Comment:
    return comments.insert(Comment(article_id=_article_id(slug), author_id=author.id, body=body))


def delete(slug: str, comment_id: int, user: User) -> None:
    _article_id(slug)
    comment = comments.get(comment_id)
    if comment is None:
        raise NotFoundError("comment not found")
    if comment.author_id != user.id:
        raise ForbiddenError("not the author")
    comments.remove(comment)
