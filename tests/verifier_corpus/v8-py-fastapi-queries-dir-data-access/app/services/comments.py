from app.models import Comment
from app.queries.comments import CommentQueries
from app.queries.users import UserQueries


class NotFound(Exception):
    pass


def comment_json(comment: Comment) -> dict:
    return {"id": comment.id, "body": comment.body, "createdAt": comment.created_at.isoformat(),
            "author": {"username": comment.author.username, "bio": comment.author.bio}}


class CommentService:
    def __init__(self, comments: CommentQueries, users: UserQueries) -> None:
        self.comments = comments
        self.users = users

    def for_article(self, slug: str) -> list[dict]:
        return [comment_json(c) for c in self.comments.for_article(slug)]

    def add(self, slug: str, username: str, body: str) -> dict:
        author = self.users.by_username(username)
        if author is None:
            raise NotFound(username)
        return comment_json(self.comments.add(Comment(article_slug=slug, author_id=author.id, body=body)))

    def remove(self, comment_id: int) -> None:
        self.comments.delete(comment_id)
