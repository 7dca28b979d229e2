"""Composition root: builds services wired to repositories for one request."""
from conduit.persistence import SessionLocal
from conduit.repositories.comment_repository import CommentRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.comment_service import CommentService
from conduit.services.profile_service import ProfileService


def comment_service():
    session = SessionLocal()
    return CommentService(CommentRepository(session), UserRepository(session)), session


def profile_service():
    session = SessionLocal()
    return ProfileService(UserRepository(session)), session
