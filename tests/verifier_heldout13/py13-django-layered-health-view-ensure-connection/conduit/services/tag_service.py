from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repo: TagRepository | None = None) -> None:
        self.repo = repo or TagRepository()

    def popular(self) -> list[str]:
        return self.repo.all_names()
