from app.repositories.tags import TagRepository


class TagService:
    def __init__(self, repo: TagRepository | None = None) -> None:
        self.repo = repo or TagRepository()

    def list_tags(self) -> list[str]:
        return self.repo.names()
