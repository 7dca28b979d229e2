"""Builds the services with their repositories; views ask here for a service."""
from conduit.db import SessionFactory
from conduit.repositories.comment_repository import CommentRepository
from conduit.services.comment_service import CommentService


def comment_service() -> CommentService:
    return CommentService(CommentRepository(SessionFactory))
