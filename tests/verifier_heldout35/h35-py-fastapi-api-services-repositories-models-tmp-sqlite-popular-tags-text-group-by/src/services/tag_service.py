from src.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repo: TagRepository):
        self.repo = repo

    def list_tags(self) -> list[str]:
        return self.repo.popular()
