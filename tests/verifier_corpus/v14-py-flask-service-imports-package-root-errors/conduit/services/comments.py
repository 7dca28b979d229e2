from conduit.errors import ConduitError, Forbidden, NotFound
from conduit.models import Comment
from conduit.repositories import comments as repository


def add_comment(slug: str, author: str, body: str) -> Comment:
    if not body.strip():
        raise ConduitError("body", "can't be blank")
    return repository.add(Comment(article_slug=slug, author=author, body=body))


def list_comments(slug: str) -> list[Comment]:
    return repository.for_article(slug)


def delete_comment(comment_id: int, user: str) -> None:
    comment = repository.get(comment_id)
    if comment is None:
        raise NotFound("comment", "not found")
    if comment.author != user:
        raise Forbidden("comment", "forbidden")
    repository.remove(comment)
