from conduit.repositories.comment_repository import CommentRepository
from conduit.services.exceptions import PermissionDeniedError

repo = CommentRepository()


def list_comments(slug: str):
    return repo.for_article(repo.article(slug))


def add_comment(slug: str, author_id: int, body: str):
    if not body.strip():
        raise ValueError("body can't be blank")
    return repo.create(repo.article(slug), author_id, body)


def delete_comment(slug: str, pk: int, user_id: int) -> None:
    comment = repo.get(repo.article(slug), pk)
    if comment.author_id != user_id:
        raise PermissionDeniedError("not the author")
    repo.delete(comment)
