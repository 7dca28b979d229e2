from repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repo: TagRepository | None = None):
        self.repo = repo or TagRepository()

    def all(self) -> list[str]:
        return self.repo.names()
