from blog.db import SessionLocal
from blog.repositories.comment_repository import CommentRepository


class ArticleNotFound(Exception):
    pass


class CommentService:
    def list(self, slug: str) -> list[dict]:
        with SessionLocal() as session:
            repo = CommentRepository(session)
            if repo.article_id(slug) is None:
                raise ArticleNotFound(slug)
            return repo.list_for_article(slug)
