from sqlalchemy import select, text
from sqlalchemy.orm import Session

from blog.models import Article, Comment

LIST_FOR_ARTICLE = text(
    """
    SELECT c.id, c.body, c.created_at, c.updated_at,
           u.username, u.bio, u.image
    FROM comments AS c
    JOIN articles AS a ON a.id = c.article_id
    JOIN users AS u ON u.id = c.author_id
    WHERE a.slug = :slug
    ORDER BY c.created_at DESC
    """
)


class CommentRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def list_for_article(self, slug: str) -> list[dict]:
        rows = self.session.execute(LIST_FOR_ARTICLE, {"slug": slug}).mappings().all()
        return [dict(r) for r in rows]

    def article_id(self, slug: str) -> int | None:
        return self.session.scalar(select(Article.id).where(Article.slug == slug))

    def add(self, article_id: int, author_id: int, body: str) -> Comment:
        comment = Comment(article_id=article_id, author_id=author_id, body=body)
        self.session.add(comment)
        self.session.commit()
        return comment
