# feature-file: comments
"""Comments on articles; only their author may delete them."""

from collections.abc import Mapping
from dataclasses import dataclass  # feature-line: profiles
from typing import Any

from conduit.models import Comment, User
from conduit.repositories import comments as comment_store
# feature-begin: profiles
from conduit.services import articles, fields, profiles
# feature-else: profiles
# from conduit.services import articles, fields
# feature-end: profiles
from conduit.services.errors import Forbidden, NotFound
from conduit.services.profiles import Profile  # feature-line: profiles
# feature-begin: profiles


@dataclass(frozen=True)
class CommentDetail:
    comment: Comment
    author: Profile


def list_for(slug: str, viewer: User | None) -> list[CommentDetail]:
    comments = comment_store.for_article(articles.find(slug).id)
    authors = profiles.of_many((comment.author for comment in comments), viewer)
    return [CommentDetail(comment, authors[comment.author_id]) for comment in comments]


def add(viewer: User, slug: str, data: Mapping[str, Any]) -> CommentDetail:
    article = articles.find(slug)
    comment = comment_store.save(
        Comment(body=fields.required_string(data, "body"), article_id=article.id, author=viewer)
    )
    return CommentDetail(comment, profiles.of(viewer, viewer))
# feature-else: profiles
#
#
# def list_for(slug: str) -> list[Comment]:
#     return comment_store.for_article(articles.find(slug).id)
#
#
# def add(viewer: User, slug: str, data: Mapping[str, Any]) -> Comment:
#     article = articles.find(slug)
#     return comment_store.save(
#         Comment(body=fields.required_string(data, "body"), article_id=article.id, author=viewer)
#     )
# feature-end: profiles


def delete(viewer: User, slug: str, comment_id: int) -> None:
    article = articles.find(slug)
    comment = comment_store.get(comment_id)
    if comment is None or comment.article_id != article.id:
        raise NotFound("comment not found")
    if comment.author_id != viewer.id:
        raise Forbidden("only the author may delete this comment")
    comment_store.delete(comment)
