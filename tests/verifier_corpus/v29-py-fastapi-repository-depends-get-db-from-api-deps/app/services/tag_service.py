from fastapi import Depends

from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repo: TagRepository = Depends()):
        self.repo = repo

    def list_names(self) -> list[str]:
        return self.repo.all_names()
