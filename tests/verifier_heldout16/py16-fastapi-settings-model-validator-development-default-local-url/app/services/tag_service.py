from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repo: TagRepository):
        self.repo = repo

    def all(self) -> list[str]:
        return self.repo.names()
