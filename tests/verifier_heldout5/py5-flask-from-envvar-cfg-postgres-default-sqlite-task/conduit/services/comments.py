from conduit.models import Comment, User
from conduit.repositories import comments as comment_repo


def list_for(slug: str) -> list[Comment]:
    return comment_repo.for_article(slug)


def post(author: User, slug: str, body: str) -> Comment:
    if not body.strip():
        raise ValueError("body can't be blank")
    return comment_repo.add(Comment(article_slug=slug, body=body, author=author))


def remove(author: User, comment_id: int) -> bool:
    return comment_repo.delete(comment_id, author.id)
