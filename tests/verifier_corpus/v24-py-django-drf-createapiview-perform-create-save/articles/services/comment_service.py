from articles.repositories.comment_repository import CommentRepository
from articles.services.article_service import ArticleService


def comment_to_dict(comment):
    return {
        "id": comment.id,
        "body": comment.body,
        "createdAt": comment.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": comment.updated_at.isoformat().replace("+00:00", "Z"),
        "author": {"username": comment.author.username, "bio": "", "image": None, "following": False},
    }


class CommentService:
    def __init__(self):
        self.comments = CommentRepository()
        self.articles = ArticleService()

    def add(self, author, slug, body):
        article = self.articles.get(slug)
        comment = self.comments.create(article=article, author=author, body=body)
        return comment_to_dict(comment)
