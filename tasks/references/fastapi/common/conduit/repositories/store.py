from sqlalchemy.orm import Session

from conduit.repositories.articles import ArticleRepository  # feature-line: articles
from conduit.repositories.comments import CommentRepository  # feature-line: comments
from conduit.repositories.users import UserRepository


class Store:
    """One unit of work: the repositories share a session and are committed together."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self.users = UserRepository(session)
        self.articles = ArticleRepository(session)  # feature-line: articles
        self.comments = CommentRepository(session)  # feature-line: comments

    def commit(self) -> None:
        self._session.commit()
