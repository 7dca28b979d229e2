from sqlalchemy.orm import Session

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.comments import CommentRepository
from conduit.repositories.users import UserRepository


class Store:
    """One unit of work: the repositories share a session and are committed together."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self.users = UserRepository(session)
        self.articles = ArticleRepository(session)
        self.comments = CommentRepository(session)

    def commit(self) -> None:
        self._session.commit()
