"""Composition root: builds services with their repositories."""
from conduit.repositories.tags import TagRepository
from conduit.services.tags import TagService


def build_tag_service() -> TagService:
    return TagService(TagRepository())
