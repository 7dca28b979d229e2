from typing import Annotated

from fastapi import Depends

from app.repositories.tag_repository import TagRepository


class TagService:
    """FastAPI builds the service and, through its constructor, the repository."""

    def __init__(self, tags: Annotated[TagRepository, Depends()]):
        self.tags = tags

    def list_tags(self) -> list[str]:
        return self.tags.all_names()
