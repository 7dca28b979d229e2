# feature-file: comments
from typing import Any

from conduit.models import Comment, User
from conduit.repositories import comments as comment_repo
from conduit.services import validation
from conduit.services.articles import get_article
from conduit.services.errors import Forbidden, NotFound
from conduit.services.views import CommentView, comment_view  # feature-line: profiles


# feature-begin: profiles
def list_for(slug: str, viewer: User | None) -> list[CommentView]:
    return [comment_view(c, viewer) for c in comment_repo.for_article(get_article(slug))]
# feature-else: profiles
# def list_for(slug: str) -> list[Comment]:
#     return comment_repo.for_article(get_article(slug))
# feature-end: profiles


# feature-begin: profiles
def add(author: User, slug: str, payload: Any) -> CommentView:
# feature-else: profiles
# def add(author: User, slug: str, payload: Any) -> Comment:
# feature-end: profiles
    article = get_article(slug)
    body = validation.required_text(validation.section(payload, "comment"), "body")
    # feature-begin: profiles
    comment = comment_repo.add(Comment(body=body, article=article, author=author))
    return comment_view(comment, author)
    # feature-else: profiles
    # return comment_repo.add(Comment(body=body, article=article, author=author))
    # feature-end: profiles


def delete(user: User, slug: str, comment_id: int) -> None:
    comment = comment_repo.get_in_article(get_article(slug), comment_id)
    if comment is None:
        raise NotFound("comment not found")
    if comment.author_id != user.id:
        raise Forbidden("only the author may delete this comment")
    comment_repo.delete(comment)
