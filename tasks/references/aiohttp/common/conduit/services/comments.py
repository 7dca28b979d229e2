# feature-file: comments
# feature-begin: profiles
from collections.abc import Mapping, Sequence
# feature-else: profiles
# from collections.abc import Mapping
# feature-end: profiles
from typing import Any

from conduit.errors import Forbidden, NotFound
from conduit.models import Comment
# feature-begin: profiles
from conduit.repositories import UnitOfWork, UnitOfWorkFactory
# feature-else: profiles
# from conduit.repositories import UnitOfWorkFactory
# feature-end: profiles
from conduit.services.articles import find_article
from conduit.services.dto import CommentView
from conduit.services.users import require_user
from conduit.services.validation import required_string


class CommentService:
    def __init__(self, unit_of_work: UnitOfWorkFactory) -> None:
        self._uow = unit_of_work

    # feature-begin: profiles
    async def for_article(self, slug: str, viewer_id: int | None) -> list[CommentView]:
        async with self._uow() as uow:
            article = await find_article(uow, slug)
            return await _views(uow, await uow.comments.for_article(article.id), viewer_id)
    # feature-else: profiles
    # async def for_article(self, slug: str) -> list[CommentView]:
    #     async with self._uow() as uow:
    #         article = await find_article(uow, slug)
    #         return [CommentView.of(c) for c in await uow.comments.for_article(article.id)]
    # feature-end: profiles

    async def add(self, slug: str, author_id: int, data: Mapping[str, Any]) -> CommentView:
        body = required_string(data, "body")
        async with self._uow() as uow:
            article = await find_article(uow, slug)
            author = await require_user(uow, author_id)
            comment = await uow.comments.add(
                Comment(body=body, article_id=article.id, author=author)
            )
            # feature-begin: profiles
            [view] = await _views(uow, [comment], author_id)
            return view
            # feature-else: profiles
            # return CommentView.of(comment)
            # feature-end: profiles

    async def delete(self, slug: str, comment_id: int, user_id: int) -> None:
        async with self._uow() as uow:
            article = await find_article(uow, slug)
            comment = await uow.comments.get(comment_id)
            if comment is None or comment.article_id != article.id:
                raise NotFound("comment not found")
            if comment.author_id != user_id:
                raise Forbidden("only the author may delete this comment")
            await uow.comments.delete(comment)
# feature-begin: profiles


async def _views(
    uow: UnitOfWork, comments: Sequence[Comment], viewer_id: int | None
) -> list[CommentView]:
    following: set[int] = set()
    if viewer_id is not None:
        following = await uow.users.followed_among(
            viewer_id, {comment.author_id for comment in comments}
        )
    return [CommentView.of(comment, comment.author_id in following) for comment in comments]
# feature-end: profiles
